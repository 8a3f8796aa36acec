-- LINE's codes and access tokens are LINE's to keep: the backend now redeems them at the LINE API (the QA backend's
-- stand-in keeps its own in memory), so the table that held them goes.
DROP TABLE line_grants;
