-- Reference backend store. Every table belongs to one merchant except the shared key store.

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- The merchant's configuration document: site settings, switches, register, download, promo, country, manifest...
  config TEXT NOT NULL
);

CREATE TABLE members (
  id TEXT PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  account TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  mobile TEXT,
  country_dialing_code TEXT,
  email TEXT,
  type INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'EN',
  club_label TEXT,
  password_expired INTEGER NOT NULL DEFAULT 0,
  first_time_login INTEGER NOT NULL DEFAULT 0,
  unread INTEGER NOT NULL DEFAULT 0,
  total_deposit_success_count INTEGER NOT NULL DEFAULT 0,
  verification_mode TEXT,
  rank_completed INTEGER NOT NULL DEFAULT 0,
  rank_total INTEGER NOT NULL DEFAULT 0,
  referral_code TEXT NOT NULL,
  referred_by TEXT,
  affiliate_code TEXT,
  link_id TEXT,
  domain TEXT,
  register_method TEXT,
  register_url TEXT,
  pixel_track TEXT,
  display_name TEXT,
  picture TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, account),
  UNIQUE (merchant, mobile)
);

CREATE TABLE social_identities (
  merchant TEXT NOT NULL,
  provider TEXT NOT NULL,
  external_id TEXT NOT NULL,
  member_id TEXT REFERENCES members(id),
  PRIMARY KEY (merchant, provider, external_id)
);

CREATE TABLE maya_sessions (
  session_id TEXT NOT NULL,
  merchant TEXT NOT NULL,
  user_id TEXT NOT NULL,
  display_name TEXT NOT NULL,
  valid INTEGER NOT NULL,
  PRIMARY KEY (merchant, session_id)
);

CREATE TABLE line_grants (
  grant_value TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  line_user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  picture TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE line_sessions (
  token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  line_user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  picture TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  third_party_env TEXT,
  third_party_refreshed_at INTEGER
);

CREATE TABLE rsa_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_spki TEXT NOT NULL UNIQUE,
  private_pem TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  retired_at INTEGER
);

CREATE TABLE login_verifications (
  token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES members(id),
  mode TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_recipient ON outbox (merchant, channel, recipient, created_at);

CREATE TABLE captcha_challenges (
  challenge TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE vendors (
  merchant TEXT NOT NULL,
  vendor TEXT NOT NULL,
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant, vendor)
);

CREATE TABLE games (
  merchant TEXT NOT NULL,
  game_id TEXT NOT NULL,
  vendor TEXT NOT NULL,
  category TEXT NOT NULL,
  display_name TEXT NOT NULL,
  node_id TEXT NOT NULL,
  image_url TEXT NOT NULL,
  freeplay INTEGER NOT NULL DEFAULT 0,
  hot INTEGER NOT NULL DEFAULT 0,
  maintenance INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant, vendor, game_id)
);
CREATE INDEX games_category ON games (merchant, category, sort);
CREATE INDEX games_code ON games (merchant, game_id);

CREATE TABLE favourite_games (
  member_id TEXT NOT NULL,
  merchant TEXT NOT NULL,
  vendor TEXT NOT NULL,
  game_id TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, vendor, game_id)
);

CREATE TABLE game_launches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT,
  merchant TEXT NOT NULL,
  vendor TEXT NOT NULL,
  game_id TEXT NOT NULL,
  trial INTEGER NOT NULL,
  launched_at INTEGER NOT NULL
);

CREATE TABLE game_matches (
  merchant TEXT NOT NULL,
  match_id TEXT NOT NULL,
  league TEXT NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  odds TEXT NOT NULL,
  PRIMARY KEY (merchant, match_id)
);

CREATE TABLE game_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  masked_user TEXT NOT NULL,
  game TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX game_orders_time ON game_orders (merchant, time DESC);

CREATE TABLE promotion_categories (
  merchant TEXT NOT NULL,
  category_id TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant, category_id)
);

CREATE TABLE promotions (
  merchant TEXT NOT NULL,
  id TEXT NOT NULL,
  category_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  image_url TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant, id)
);

CREATE TABLE announcements (
  merchant TEXT NOT NULL,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  image_url TEXT NOT NULL,
  sort INTEGER NOT NULL,
  linkage_type TEXT,
  linkage TEXT,
  room_id TEXT,
  node_id TEXT,
  game_type TEXT,
  vendor TEXT,
  PRIMARY KEY (merchant, id)
);

CREATE TABLE cs_entries (
  merchant TEXT NOT NULL,
  id TEXT NOT NULL,
  url TEXT NOT NULL,
  path_key TEXT NOT NULL,
  cs_type TEXT NOT NULL,
  cs_position TEXT NOT NULL,
  label_ids TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant, id)
);

CREATE TABLE affiliates (
  merchant TEXT NOT NULL,
  code TEXT NOT NULL,
  domain TEXT NOT NULL,
  referral_code TEXT NOT NULL,
  PRIMARY KEY (merchant, code)
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  merchant TEXT NOT NULL,
  domain TEXT NOT NULL,
  affiliate_code TEXT NOT NULL,
  event_name TEXT NOT NULL,
  event_value TEXT NOT NULL,
  member_id TEXT,
  source TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE beacons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  value TEXT NOT NULL,
  content_type TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE push_tokens (
  registration_token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id TEXT,
  topics TEXT NOT NULL,
  subscribed INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE app_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
