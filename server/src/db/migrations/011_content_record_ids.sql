-- Own ids for the learner's course, like and progress records (MeEdu's rows have one): the API answers
-- them as `id`, and PostgreSQL has no rowid to stand in. Each table is rebuilt with an id column, its old
-- key kept as a unique constraint (the upserts' conflict target); existing rows are numbered in the order
-- they were made.
CREATE TABLE user_courses_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  charge INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, course_id)
);
INSERT INTO user_courses_new (user_id, course_id, charge, created_at)
  SELECT user_id, course_id, charge, created_at FROM user_courses ORDER BY created_at, user_id, course_id;
DROP TABLE user_courses;
ALTER TABLE user_courses_new RENAME TO user_courses;

CREATE TABLE video_records_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  video_id INTEGER NOT NULL REFERENCES videos(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  watch_seconds INTEGER NOT NULL DEFAULT 0,
  watched_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, video_id)
);
INSERT INTO video_records_new (user_id, video_id, course_id, watch_seconds, watched_at, created_at, updated_at)
  SELECT user_id, video_id, course_id, watch_seconds, watched_at, created_at, updated_at FROM video_records ORDER BY created_at, user_id, video_id;
DROP TABLE video_records;
ALTER TABLE video_records_new RENAME TO video_records;
CREATE INDEX video_records_course ON video_records(user_id, course_id, updated_at);

CREATE TABLE course_likes_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  created_at TEXT NOT NULL,
  UNIQUE (user_id, course_id)
);
INSERT INTO course_likes_new (user_id, course_id, created_at)
  SELECT user_id, course_id, created_at FROM course_likes ORDER BY created_at, user_id, course_id;
DROP TABLE course_likes;
ALTER TABLE course_likes_new RENAME TO course_likes;
