-- Automations and their runs. A run's (automation, event) pair is unique: with several server instances
-- each receiving every gateway message, only the instance whose insert wins evaluates and acts.

CREATE TABLE automations (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  days jsonb NOT NULL,
  conditions jsonb NOT NULL,
  actions jsonb NOT NULL,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automations_property ON automations (property_id, created_at);

CREATE TABLE automation_runs (
  id text PRIMARY KEY,
  automation_id text NOT NULL REFERENCES automations(id) ON DELETE CASCADE,
  event_key text NOT NULL,
  trigger jsonb NOT NULL,
  result text NOT NULL,
  reason jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (automation_id, event_key)
);
CREATE INDEX automation_runs_time ON automation_runs (automation_id, created_at DESC, id DESC);
