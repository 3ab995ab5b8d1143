-- The console's 学员, 订单 and 优惠码 (MeEdu 4.9.13's tables of the same use): learners' tags and staff
-- remarks, the refunds staff record on an order, and the times MeEdu keeps on a promo code.

-- MeEdu's user_tags and user_tag (the relation).
CREATE TABLE user_tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE user_tag_relations (
  user_id INTEGER NOT NULL REFERENCES users(id),
  tag_id INTEGER NOT NULL REFERENCES user_tags(id),
  PRIMARY KEY (user_id, tag_id)
);
CREATE INDEX user_tag_relations_tag ON user_tag_relations(tag_id);

-- MeEdu's user_remarks: what staff note about a learner (one remark each).
CREATE TABLE user_remarks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  remark TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- MeEdu's order_refund: a refund staff record on a paid order. Amounts in fen (MeEdu's unit for refunds;
-- orders keep whole yuan). status: 1 pending, 5 done, 9 failed, 13 closed.
CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  payment TEXT NOT NULL DEFAULT '',
  total_amount INTEGER NOT NULL,
  refund_no TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  is_local INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  success_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds(order_id);
ALTER TABLE orders ADD COLUMN is_refund INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN last_refund_at TEXT;

-- MeEdu keeps when a code was made and deletes it softly (a deleted code's number is never made again).
ALTER TABLE promo_codes ADD COLUMN created_at TEXT;
ALTER TABLE promo_codes ADD COLUMN updated_at TEXT;
ALTER TABLE promo_codes ADD COLUMN deleted_at TEXT;
