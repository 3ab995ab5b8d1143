-- Zhibo (live classes), ADDONS.md section 2.
CREATE TABLE live_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE live_teachers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL,
  short_desc TEXT NOT NULL DEFAULT ''
);

CREATE TABLE live_courses (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES live_categories(id),
  teacher_id INTEGER NOT NULL REFERENCES live_teachers(id),
  title TEXT NOT NULL,
  thumb TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  vip_can_view INTEGER NOT NULL DEFAULT 0,
  short_description TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  user_count INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL
);

CREATE TABLE live_chapters (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- One session. published_at = the scheduled start; started_at/ended_at when it really ran (server clock).
CREATE TABLE live_videos (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id),
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  published_at TEXT NOT NULL,
  started_at TEXT,
  ended_at TEXT,
  duration INTEGER NOT NULL DEFAULT 0,
  record_exists INTEGER NOT NULL DEFAULT 0,
  room_is_ban INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX live_videos_course ON live_videos(course_id, sort);

CREATE TABLE user_live_courses (
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES live_courses(id),
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE live_comments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX live_comments_course ON live_comments(course_id, id);

-- Chat: user_id 0 with role 'teacher' = the session's teacher (the studio's console, or the sandbox).
CREATE TABLE live_chat_messages (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  user_id INTEGER NOT NULL,
  nick_name TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'teacher', 'assistant')),
  content TEXT NOT NULL,
  duration INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX live_chat_video ON live_chat_messages(video_id, id);

CREATE TABLE live_user_bans (
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (video_id, user_id)
);

CREATE TABLE live_sign_ins (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  end_at TEXT NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE live_sign_in_records (
  sign_in_id INTEGER NOT NULL REFERENCES live_sign_ins(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (sign_in_id, user_id)
);

-- kind: 'live' (watched while live) or 'vod' (the replay); duration = the furthest position (s).
CREATE TABLE live_watch_records (
  user_id INTEGER NOT NULL REFERENCES users(id),
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  kind TEXT NOT NULL CHECK (kind IN ('live', 'vod')),
  duration INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, video_id, kind)
);

CREATE TABLE live_attachments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id),
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  name TEXT NOT NULL,
  path TEXT NOT NULL
);
