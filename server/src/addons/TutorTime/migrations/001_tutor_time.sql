-- TutorTime add-on (ours, docs/API.md): packages of one-to-one tutoring minutes with the studio's
-- teachers, sold through the cashier (goods kind `tutorTime`), each learner's balance of minutes and a
-- record of every minute added (a paid package) and used (a lesson given, entered by staff).

CREATE TABLE tutor_packages (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  minutes INTEGER NOT NULL CHECK (minutes > 0),
  charge REAL NOT NULL CHECK (charge > 0),
  original_charge REAL NOT NULL,
  short_desc TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tutor_balances (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  minutes INTEGER NOT NULL DEFAULT 0 CHECK (minutes >= 0),
  total_minutes INTEGER NOT NULL DEFAULT 0,
  used_minutes INTEGER NOT NULL DEFAULT 0
);

-- order_id: the paid order that added the minutes (unique: a package is delivered once per order).
CREATE TABLE tutor_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  minutes INTEGER NOT NULL CHECK (minutes <> 0),
  remark TEXT NOT NULL,
  order_id INTEGER UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX tutor_records_user ON tutor_records (user_id, id);
