-- Durable delayed jobs (DESIGN.md §6), smart-lock keys with their uses, the locks' history log and the
-- locks' auto-lock settings.

CREATE TABLE jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL,
  dedupe_key text UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at);

CREATE TABLE lock_keys (
  id text PRIMARY KEY,
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  user_name text NOT NULL DEFAULT '',
  key_name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  access_type text NOT NULL,
  start_date timestamptz,
  end_date timestamptz,
  start_time text,
  end_time text,
  applied_days jsonb NOT NULL DEFAULT '[]'::jsonb,
  send_notification boolean NOT NULL DEFAULT true,
  limit_uses boolean NOT NULL DEFAULT false,
  num_of_uses integer,
  limit_term text,
  revoked_at timestamptz,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lock_keys_device ON lock_keys (device_id);
CREATE INDEX lock_keys_user ON lock_keys (user_id);

CREATE TABLE lock_key_uses (
  id text PRIMARY KEY,
  key_id text NOT NULL REFERENCES lock_keys(id) ON DELETE CASCADE,
  outcome text NOT NULL DEFAULT 'pending',
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lock_key_uses_key_time ON lock_key_uses (key_id, used_at DESC);

CREATE TABLE lock_log (
  id bigserial PRIMARY KEY,
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  key_id text REFERENCES lock_keys(id) ON DELETE SET NULL,
  status text NOT NULL,
  switchgear text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lock_log_device_time ON lock_log (device_id, created_at DESC, id DESC);

CREATE TABLE lock_settings (
  device_id text PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
  auto_lock_enabled boolean NOT NULL,
  auto_lock_delay integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
