-- Gateways (zigbee2mqtt instances) with their MQTT credentials, devices with their last known state and
-- history, per-user device settings, and the add-device sessions (GATEWAY-PROTOCOL.md).

ALTER TABLE gateways ADD COLUMN mac text UNIQUE;
ALTER TABLE gateways ADD COLUMN secret_hash text NOT NULL DEFAULT '';
ALTER TABLE gateways ADD COLUMN simulated boolean NOT NULL DEFAULT false;
ALTER TABLE gateways ADD COLUMN active boolean NOT NULL DEFAULT false;
ALTER TABLE gateways ADD COLUMN disconnected_at timestamptz;
ALTER TABLE gateways ADD COLUMN availability_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE gateways ADD COLUMN permit_join boolean NOT NULL DEFAULT false;

ALTER TABLE properties ADD COLUMN retailer_integration_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE devices (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  gateway_id text REFERENCES gateways(id) ON DELETE SET NULL,
  ieee text,
  ep integer NOT NULL DEFAULT 1,
  zigbee_model text,
  vendor text,
  model text,
  exposes jsonb,
  type_i text NOT NULL,
  device_name text NOT NULL,
  room_id text REFERENCES rooms(id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT false,
  pending boolean NOT NULL DEFAULT false,
  status text NOT NULL,
  switchgear text,
  light_level integer,
  color_temp integer,
  color_x integer,
  color_y integer,
  humi integer,
  temp integer,
  battery integer,
  battery_percentage_remain integer,
  current_consumption double precision,
  total_consumption double precision,
  state jsonb NOT NULL DEFAULT '{}'::jsonb,
  linkages jsonb NOT NULL DEFAULT '[]'::jsonb,
  landlords_device boolean NOT NULL DEFAULT false,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX devices_gateway_ieee_ep ON devices (gateway_id, ieee, ep) WHERE ieee IS NOT NULL;
CREATE INDEX devices_property ON devices (property_id);

CREATE TABLE device_history (
  id bigserial PRIMARY KEY,
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL,
  room_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_history_device_time ON device_history (device_id, created_at DESC, id DESC);

CREATE TABLE device_user_settings (
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification boolean NOT NULL DEFAULT true,
  notification_when_scene boolean NOT NULL DEFAULT true,
  PRIMARY KEY (device_id, user_id)
);

CREATE TABLE add_sessions (
  id text PRIMARY KEY,
  gateway_id text NOT NULL REFERENCES gateways(id) ON DELETE CASCADE,
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  type_i text NOT NULL,
  state text NOT NULL DEFAULT 'waiting',
  ieee text,
  deadline timestamptz NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX add_sessions_one_per_gateway ON add_sessions (gateway_id);
