-- TuanGou (group buy), ADDONS.md section 8. A group buy sells one item at `charge` to groups of
-- `people_num`; a group forms for `group_hours` (never past the group buy's end).
CREATE TABLE tg_goods (
  id INTEGER PRIMARY KEY,
  goods_type TEXT NOT NULL CHECK (goods_type IN ('course', 'live', 'book', 'learnPath')),
  goods_id INTEGER NOT NULL,
  charge INTEGER NOT NULL CHECK (charge >= 0),
  people_num INTEGER NOT NULL CHECK (people_num >= 2),
  group_hours INTEGER NOT NULL DEFAULT 24 CHECK (group_hours > 0),
  started_at TEXT NOT NULL,
  ended_at TEXT NOT NULL CHECK (ended_at > started_at),
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX tg_goods_item ON tg_goods(goods_type, goods_id, ended_at);

-- A group: 0 forming, 1 complete (full and everyone paid: the item delivered to all), 2 failed (not
-- complete at expired_at: paid members refunded). `joined_num` counts held places (paid, or unpaid within
-- the time to pay) and only moves through conditional UPDATEs, so a group never takes more than people_num.
CREATE TABLE tg_groups (
  id INTEGER PRIMARY KEY,
  tg_goods_id INTEGER NOT NULL REFERENCES tg_goods(id),
  create_user_id INTEGER NOT NULL REFERENCES users(id),
  people_num INTEGER NOT NULL,
  joined_num INTEGER NOT NULL DEFAULT 0 CHECK (joined_num >= 0 AND joined_num <= people_num),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  expired_at TEXT NOT NULL,
  completed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX tg_groups_open ON tg_groups(tg_goods_id, status, expired_at);

-- A member's place: 0 unpaid until pay_expired_at, 1 paid, 3 cancelled (not paid in time, or the group
-- failed; `refunded` = 1 when their money went back).
CREATE TABLE tg_members (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES tg_groups(id),
  tg_goods_id INTEGER NOT NULL REFERENCES tg_goods(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  charge INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 3)),
  refunded INTEGER NOT NULL DEFAULT 0,
  pay_expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX tg_members_one ON tg_members(group_id, user_id) WHERE status IN (0, 1);
CREATE INDEX tg_members_user ON tg_members(user_id, tg_goods_id);
CREATE INDEX tg_members_due ON tg_members(status, pay_expired_at);
