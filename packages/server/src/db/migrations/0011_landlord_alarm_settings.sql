-- Landlord alarm settings held on the landlord's user (spec 000 §3.2, spec 002 §7 'Settings'): how long a
-- tenant has to clear a fire or water-leak alarm before the landlord's team hears of it, and the climate
-- warning thresholds. The defaults apply until a landlord chooses.

ALTER TABLE users
  ADD COLUMN fire_notification_delay integer NOT NULL DEFAULT 30,
  ADD COLUMN water_leak_notification_delay integer NOT NULL DEFAULT 60,
  ADD COLUMN climate_warning_below integer NOT NULL DEFAULT 18,
  ADD COLUMN climate_warning_above integer NOT NULL DEFAULT 25,
  ADD COLUMN climate_warning_delay_days integer NOT NULL DEFAULT 2;
