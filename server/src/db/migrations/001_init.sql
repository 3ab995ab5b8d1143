-- Reference server schema (MeEdu 4.9.13-compatible contract, docs/API.md). Money is whole yuan (INTEGER).
-- Times are 'YYYY-MM-DD HH:MM:SS' in Beijing time, as MeEdu sends them.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL UNIQUE,
  nick_name TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  is_lock INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  role_id INTEGER NOT NULL DEFAULT 0,
  role_expired_at TEXT,
  credit1 INTEGER NOT NULL DEFAULT 0,
  credit2 INTEGER NOT NULL DEFAULT 0,
  credit3 INTEGER NOT NULL DEFAULT 0,
  invite_balance INTEGER NOT NULL DEFAULT 0,
  is_set_nickname INTEGER NOT NULL DEFAULT 0,
  is_face_verify INTEGER NOT NULL DEFAULT 0,
  profile_real_name TEXT NOT NULL DEFAULT '',
  profile_id_number TEXT NOT NULL DEFAULT '',
  destroyed_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  platform TEXT NOT NULL DEFAULT 'APP',
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX tokens_user ON tokens(user_id);

CREATE TABLE captchas (
  key TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  scene TEXT NOT NULL,
  code TEXT NOT NULL,
  ip TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, created_at);
CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);

-- Social accounts (QQ, WeChat OAuth, mini-program openid) and the one-time codes of the OAuth return.
CREATE TABLE socialites (
  id INTEGER PRIMARY KEY,
  app TEXT NOT NULL,
  openid TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  UNIQUE (app, openid)
);
CREATE TABLE social_codes (
  code TEXT PRIMARY KEY,
  app TEXT NOT NULL,
  openid TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL DEFAULT '',
  thumb TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  short_description TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  is_rec INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  user_count INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  is_free INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE chapters (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  slug TEXT NOT NULL DEFAULT '',
  view_num INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL,
  is_ban_sell INTEGER NOT NULL DEFAULT 0,
  free_seconds INTEGER NOT NULL DEFAULT 0,
  ban_drag INTEGER NOT NULL DEFAULT 0,
  media TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX videos_course ON videos(course_id, sort);

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  extension TEXT NOT NULL,
  path TEXT NOT NULL
);

CREATE TABLE user_courses (
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  charge INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE user_videos (
  user_id INTEGER NOT NULL REFERENCES users(id),
  video_id INTEGER NOT NULL REFERENCES videos(id),
  charge INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, video_id)
);

CREATE TABLE video_records (
  user_id INTEGER NOT NULL REFERENCES users(id),
  video_id INTEGER NOT NULL REFERENCES videos(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  watch_seconds INTEGER NOT NULL DEFAULT 0,
  watched_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX video_records_course ON video_records(user_id, course_id, updated_at);

CREATE TABLE course_likes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL CHECK (target IN ('course', 'video')),
  target_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX comments_target ON comments(target, target_id, id);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  charge INTEGER NOT NULL,
  expire_days INTEGER NOT NULL,
  desc_rows TEXT NOT NULL DEFAULT '[]',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id),
  invited_user_reward INTEGER NOT NULL,
  invite_user_reward INTEGER NOT NULL DEFAULT 0,
  use_times INTEGER NOT NULL DEFAULT 0,
  used_times INTEGER NOT NULL DEFAULT 0,
  expired_at TEXT
);
CREATE TABLE promo_code_uses (
  promo_code_id INTEGER NOT NULL REFERENCES promo_codes(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  order_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (promo_code_id, user_id)
);

-- status: 1 unpaid, 5 paying, 9 paid, 7 cancelled (CONTRACT 2.7).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  goods_type TEXT NOT NULL,
  goods_id INTEGER NOT NULL,
  charge INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  promo_code_id INTEGER REFERENCES promo_codes(id),
  status INTEGER NOT NULL DEFAULT 1,
  payment_method TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT
);
-- At most one open (unpaid or paying) order per learner and goods: a double tap cannot create two.
CREATE UNIQUE INDEX orders_one_open ON orders(user_id, goods_type, goods_id) WHERE status IN (1, 5);
CREATE INDEX orders_user ON orders(user_id, id);

CREATE TABLE order_goods (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  goods_type TEXT NOT NULL,
  goods_id INTEGER NOT NULL,
  goods_name TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  goods_charge INTEGER NOT NULL,
  goods_ori_charge INTEGER NOT NULL,
  num INTEGER NOT NULL DEFAULT 1
);

-- Each gateway notification is recorded once: a repeated notification delivers nothing twice.
CREATE TABLE payment_notifications (
  txn_id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  result TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  data TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX messages_user ON messages(user_id, created_at);

CREATE TABLE credit1_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sum INTEGER NOT NULL,
  remark TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX credit1_records_user ON credit1_records(user_id, id);

CREATE TABLE view_blocks (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  page_name TEXT NOT NULL,
  sign TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL
);

-- Site settings (other/config, template config), one JSON value per key.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
