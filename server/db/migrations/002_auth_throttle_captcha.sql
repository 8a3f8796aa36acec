-- Login throttling (issue 4): one row per failed login of an account, pruned past the window.
CREATE TABLE login_failures (
  merchant TEXT NOT NULL,
  account TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (merchant, account, at);

-- GeeTest v4 results issued by the local provider, each accepted once.
CREATE TABLE captcha_passes (
  lot_number TEXT PRIMARY KEY,
  captcha_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
