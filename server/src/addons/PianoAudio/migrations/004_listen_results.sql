-- A listen-mode session's result, for the practice card's accuracy per exercise over time. A result
-- the app queued offline carries its client id and counts once.
CREATE TABLE listen_results (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  exercise_id INTEGER NOT NULL REFERENCES audio_exercises(id),
  accuracy INTEGER NOT NULL,
  spread_ms INTEGER NOT NULL,
  client_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX listen_results_user ON listen_results (user_id, exercise_id, id);
CREATE UNIQUE INDEX listen_results_client ON listen_results (user_id, client_id);
