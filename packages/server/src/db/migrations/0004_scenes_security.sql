-- Scenes (Home and Away in every home, one active) and the alarm: security mode per home, alarm events.
-- A device's revision counts its state changes, so instances that all receive a report agree on it.

ALTER TABLE devices ADD COLUMN revision integer NOT NULL DEFAULT 0;

CREATE TABLE scenes (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'custom',
  scene_name text NOT NULL,
  scene_picture text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  alarm_setting text NOT NULL DEFAULT 'Unchanged',
  sensor_ids jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scenes_property ON scenes (property_id, created_at);
CREATE UNIQUE INDEX scenes_one_default ON scenes (property_id) WHERE is_default;
CREATE UNIQUE INDEX scenes_one_built_in ON scenes (property_id, kind) WHERE kind <> 'custom';

CREATE TABLE scene_devices (
  scene_id text NOT NULL REFERENCES scenes(id) ON DELETE CASCADE,
  device_id text NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  switchgear text NOT NULL,
  light_level integer,
  color_temp integer,
  color_x integer,
  color_y integer,
  active_in_scene boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scene_id, device_id)
);
CREATE INDEX scene_devices_device ON scene_devices (device_id);

ALTER TABLE properties ADD COLUMN active_scene_id text REFERENCES scenes(id) ON DELETE SET NULL;

INSERT INTO scenes (id, property_id, kind, scene_name, scene_picture, is_default, alarm_setting, created_at)
  SELECT gen_random_uuid()::text, id, 'home', 'Home', 'home', true, 'Disarmed', now() FROM properties;

INSERT INTO scenes (id, property_id, kind, scene_name, scene_picture, alarm_setting, created_at)
  SELECT gen_random_uuid()::text, id, 'away', 'Away', 'away', 'Armed', now() + interval '1 millisecond'
  FROM properties;

UPDATE properties p SET active_scene_id = s.id FROM scenes s WHERE s.property_id = p.id AND s.is_default;

CREATE TABLE property_security (
  property_id text PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
  alarm_setting text NOT NULL DEFAULT 'Disarmed',
  changed_at timestamptz,
  changed_by text,
  watched_sensor_ids jsonb,
  open_sensors_found_by_automation jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE alarm_events (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  device_id text REFERENCES devices(id) ON DELETE SET NULL,
  device_name text NOT NULL,
  room_id text,
  room_name text,
  status text NOT NULL,
  trigger_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz,
  cleared_by text
);
CREATE INDEX alarm_events_property_time ON alarm_events (property_id, created_at DESC);
