-- MeeduTopics add-on (ADDONS.md section 6): articles (图文) with a free part and a paid part, purchases,
-- likes, favourites, reading records and comments with replies. Applied only when the add-on is enabled.

CREATE TABLE topic_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE topics (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES topic_categories(id),
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  is_vip_free INTEGER NOT NULL DEFAULT 0 CHECK (is_vip_free IN (0, 1)),
  -- A free article that visitors see only the free part of until they log in.
  is_need_login INTEGER NOT NULL DEFAULT 0 CHECK (is_need_login IN (0, 1)),
  free_content TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  view_times INTEGER NOT NULL DEFAULT 0,
  vote_count INTEGER NOT NULL DEFAULT 0,
  comment_times INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX topics_list ON topics(is_show, category_id, created_at);

CREATE TABLE user_topics (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, topic_id)
);

CREATE TABLE topic_votes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, topic_id)
);

CREATE TABLE topic_collects (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  created_at TEXT NOT NULL,
  UNIQUE (user_id, topic_id)
);

-- The learner's reading record (在学): one row per article, the latest read.
CREATE TABLE topic_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, topic_id)
);

-- Comments are stored as the learner's plain text; parent_id 0 = top level, else the thread it replies in.
CREATE TABLE topic_comments (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  parent_id INTEGER NOT NULL DEFAULT 0,
  reply_comment_id INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX topic_comments_topic ON topic_comments(topic_id, parent_id, id);
