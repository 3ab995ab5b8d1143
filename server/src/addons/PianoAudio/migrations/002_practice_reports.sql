-- Practice reports the app queued offline carry a client id; each (learner, client id) counts once.
CREATE TABLE practice_reports (
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, client_id)
);
