-- Account deletion waits 7 days; the next login in that time cancels it (MeEdu's pending period).
ALTER TABLE users ADD COLUMN destroy_requested_at TEXT;

-- The extended profile (GET/POST /api/v2/member/profile, docs/API.md): one row per learner, made on first save.
CREATE TABLE user_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  real_name TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '',
  age INTEGER NOT NULL DEFAULT 0,
  birthday TEXT NOT NULL DEFAULT '',
  profession TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  graduated_school TEXT NOT NULL DEFAULT '',
  diploma TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);
