-- One row per learner per signed day (Beijing date); the unique key makes a second sign-in impossible.
CREATE TABLE day_sign_ins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  reward INTEGER NOT NULL,
  continuous_days INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, day)
);
