-- Foundation: accounts, sessions, link tokens, properties and members, landlord buildings, mail outbox.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  password_hash text,
  active boolean NOT NULL DEFAULT true,
  email_verified boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'EN',
  subscribe_newsletter boolean NOT NULL DEFAULT false,
  subscribe_deals_offers boolean NOT NULL DEFAULT false,
  profile_image text,
  my_address jsonb,
  is_landlord boolean NOT NULL DEFAULT false,
  landlord_id text REFERENCES users(id) ON DELETE CASCADE,
  main_landlord boolean NOT NULL DEFAULT false,
  can_be_admin_of_main_landlord boolean NOT NULL DEFAULT false,
  company_name text,
  agent_id text,
  current_property_id text,
  last_active_at timestamptz,
  last_active_state text,
  last_active_route text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Single-purpose secrets sent in links; only their SHA-256 is stored.
CREATE TABLE link_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL,
  email text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_tokens_email_idx ON link_tokens (purpose, email);

CREATE TABLE live_tickets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE buildings (
  id text PRIMARY KEY,
  landlord_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  building_name text NOT NULL,
  building_address text NOT NULL,
  building_city text NOT NULL,
  building_post_code text NOT NULL,
  building_floors integer NOT NULL,
  building_flats_per_floor integer NOT NULL,
  target_temperature integer NOT NULL DEFAULT 15,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE properties (
  id text PRIMARY KEY,
  property_name text NOT NULL,
  street text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  post_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  agent_id text,
  time_zone text NOT NULL DEFAULT 'Europe/Stockholm',
  latitude double precision,
  longitude double precision,
  landlord_id text REFERENCES users(id) ON DELETE CASCADE,
  building_id text REFERENCES buildings(id) ON DELETE CASCADE,
  property_code text UNIQUE,
  tenant_email text,
  property_type text,
  property_floor integer,
  flat_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX properties_landlord_idx ON properties (landlord_id);

CREATE TABLE property_members (
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL,
  user_has_full_access_devices boolean NOT NULL DEFAULT true,
  user_can_change_scenes boolean NOT NULL DEFAULT true,
  user_can_edit_create_scenes boolean NOT NULL DEFAULT true,
  user_can_edit_create_rooms boolean NOT NULL DEFAULT true,
  user_can_change_geofence boolean NOT NULL DEFAULT true,
  user_can_edit_create_cameras boolean NOT NULL DEFAULT true,
  user_can_change_alarm boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, user_id)
);
CREATE INDEX property_members_user_idx ON property_members (user_id);

CREATE TABLE house_invitations (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  invited_user_email text NOT NULL,
  invited_user_name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  permissions jsonb NOT NULL,
  invited_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE rooms (
  id text PRIMARY KEY,
  property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  name text NOT NULL,
  picture text NOT NULL DEFAULT '',
  room_class text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rooms_property_idx ON rooms (property_id);

CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE error_reports (
  id text PRIMARY KEY,
  user_id text,
  property_id text,
  type text NOT NULL,
  error_to_report text NOT NULL,
  where_from text NOT NULL,
  platform text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
