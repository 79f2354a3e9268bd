-- Retained MQTT messages of the embedded broker (bridge/state, bridge/info, bridge/devices, availability,
-- retained device states), kept across restarts: zigbee2mqtt does not publish them again on a reconnect.
CREATE TABLE mqtt_retained (
  topic text PRIMARY KEY,
  payload bytea NOT NULL,
  qos smallint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
