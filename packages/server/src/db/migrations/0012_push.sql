-- Push tokens (spec 000 §7.2 POST notifications/{propertyId}): a browser's Web Push subscription (JSON) or
-- the native wrapper's FCM token, per user, property and role. `token_key` (the subscription's endpoint,
-- or the FCM token) makes a token registered again an update, not a second row.

CREATE TABLE push_tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  role text NOT NULL,
  kind text NOT NULL,
  token text NOT NULL,
  token_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (property_id, token_key)
);
CREATE INDEX push_tokens_user_property ON push_tokens (user_id, property_id);

-- The inbox reads a user's notifications of one property, newest first; the retention job deletes by age.
CREATE INDEX notifications_user_property_time ON notifications (user_id, property_id, created_at DESC);
CREATE INDEX notifications_time ON notifications (created_at);
