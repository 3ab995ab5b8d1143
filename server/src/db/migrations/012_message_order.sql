-- A learner's messages list newest first, and those written in one second in the order they were
-- written: a number given at insert (SQLite's rowid stood in before; PostgreSQL has none). The UUID
-- stays the id the API answers.
CREATE TABLE messages_new (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  data TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO messages_new (id, user_id, data, read_at, created_at)
  SELECT id, user_id, data, read_at, created_at FROM messages ORDER BY created_at;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE INDEX messages_user ON messages(user_id, created_at);
