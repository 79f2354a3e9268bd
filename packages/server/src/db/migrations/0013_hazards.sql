-- Fire and water-leak alarms (issue 6): one hazard event per trip of a smoke or leak sensor, armed or not,
-- with the residents' answer to 'was it a real alarm?'; and the landlord notifications a hazard in a
-- landlord's apartment raises after the landlord's delay (one per event), with who resolved them.

CREATE TABLE hazard_events (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  device_id text REFERENCES devices(id) ON DELETE SET NULL,
  device_name text NOT NULL,
  room_id text,
  room_name text,
  kind text NOT NULL,
  trigger_key text NOT NULL UNIQUE,
  started_at timestamptz NOT NULL,
  cleared_at timestamptz,
  real_alarm boolean,
  answered_by text REFERENCES users(id) ON DELETE SET NULL,
  answered_by_name text,
  answered_at timestamptz
);
CREATE INDEX hazard_events_property_time ON hazard_events (property_id, started_at DESC);
-- One open event per sensor: a sensor that reconnects while still in alarm raises no second event.
CREATE UNIQUE INDEX hazard_events_open ON hazard_events (device_id) WHERE cleared_at IS NULL;

CREATE TABLE landlord_notifications (
  id text PRIMARY KEY,
  landlord_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hazard_event_id text NOT NULL UNIQUE REFERENCES hazard_events(id) ON DELETE CASCADE,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  resolved boolean NOT NULL DEFAULT false,
  resolved_by text,
  resolved_at timestamptz
);
CREATE INDEX landlord_notifications_time ON landlord_notifications (landlord_id, created_at DESC, id DESC);
