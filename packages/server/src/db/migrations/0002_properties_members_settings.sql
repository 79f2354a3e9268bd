-- Properties, members and settings: gateways (the fields the removal rule needs; the gateway issue adds
-- the rest), per-device member rights, geofences, notification settings, feedback.

CREATE TABLE gateways (
  id text PRIMARY KEY,
  property_id text NOT NULL UNIQUE REFERENCES properties(id) ON DELETE CASCADE,
  model text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_device_access (
  property_id text NOT NULL,
  user_id text NOT NULL,
  device_id text NOT NULL,
  can_view boolean NOT NULL,
  can_controll boolean NOT NULL,
  can_edit boolean NOT NULL,
  PRIMARY KEY (property_id, user_id, device_id),
  FOREIGN KEY (property_id, user_id) REFERENCES property_members (property_id, user_id) ON DELETE CASCADE
);

ALTER TABLE house_invitations ADD COLUMN user_devices jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE geofences (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  radius integer NOT NULL,
  where_am_i text NOT NULL DEFAULT 'home',
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, property_id)
);

ALTER TABLE users ADD COLUMN push_when_alarm boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN push_when_scene_change boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN push_when_alarm_change boolean NOT NULL DEFAULT true;
ALTER TABLE property_members ADD COLUMN notify_gateway_disconnects boolean NOT NULL DEFAULT true;

CREATE TABLE feedback (
  id text PRIMARY KEY,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  feedback text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
