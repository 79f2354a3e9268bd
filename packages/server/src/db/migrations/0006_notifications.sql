-- User notifications (spec 000 §3.8): one row per recipient. The words are stored in the recipient's
-- language; `data` keeps what happened so the app can word it again in another.

CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  property_id text REFERENCES properties(id) ON DELETE CASCADE,
  property_name text NOT NULL,
  property_room_id text,
  type text NOT NULL,
  warning_message text NOT NULL,
  data jsonb,
  read boolean NOT NULL DEFAULT false,
  resolved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_time ON notifications (user_id, created_at DESC);
