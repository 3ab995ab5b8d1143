-- Each VIP purchase (MeEdu's user_join_role_records): what GET /api/v2/member/roles lists.
CREATE TABLE user_role_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  role_id INTEGER NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX user_role_records_user ON user_role_records(user_id, created_at);

-- The courses a learner has opened a lesson of or recorded progress in (MeEdu's course_user_records):
-- the v2 learning history and the v3 learned list. Filled from the progress already recorded.
CREATE TABLE course_user_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, course_id)
);
INSERT INTO course_user_records (user_id, course_id, created_at, updated_at)
  SELECT user_id, course_id, MIN(created_at), MAX(updated_at) FROM video_records GROUP BY user_id, course_id ORDER BY MIN(created_at);
