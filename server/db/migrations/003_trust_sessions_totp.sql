-- Sessions keyed by the SHA-256 of their token: the store never holds a token a member could be impersonated with.
-- Clear-text sessions cannot be carried over (SQLite has no SHA-256), so members log in once more after this migration.
DROP TABLE sessions;
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  third_party_env TEXT,
  third_party_refreshed_at INTEGER
);
CREATE INDEX sessions_member ON sessions (member_id);

-- Wrong codes submitted against a pending login verification; it ends at the limit.
ALTER TABLE login_verifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;

-- The member's authenticator (RFC 6238) secret, base32, for the ga second factor.
ALTER TABLE members ADD COLUMN totp_secret TEXT;
