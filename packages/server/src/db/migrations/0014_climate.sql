-- Climate warnings (issue 6 item 4): one row per time an apartment of a landlord left the team's
-- temperature range. While start_time is null the row only waits out climate_warning_delay_days (a durable
-- job holds the check); start_time is when the warning was raised; ended_at when the apartment came back
-- in range. At most one open row per apartment.

CREATE TABLE climate_warnings (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  landlord_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  building_id text REFERENCES buildings(id) ON DELETE SET NULL,
  side text NOT NULL CHECK (side IN ('below', 'above')),
  out_of_range_since timestamptz NOT NULL,
  start_time timestamptz,
  temperature double precision,
  threshold integer,
  ended_at timestamptz
);
CREATE UNIQUE INDEX climate_warnings_one_open ON climate_warnings (property_id) WHERE ended_at IS NULL;
CREATE INDEX climate_warnings_landlord_start ON climate_warnings (landlord_id, start_time DESC);
