-- Credit1Mall add-on (ADDONS.md section 11): goods bought with points, the learners' delivery addresses
-- and their exchange orders. Points themselves live in core users.credit1 and credit1_records.

CREATE TABLE credit1_mall_goods (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL CHECK (charge > 0),
  is_v INTEGER NOT NULL DEFAULT 0 CHECK (is_v IN (0, 1)),
  -- Virtual goods: what they grant ('vod' course, 'book' e-book, 'vip' VIP plan) and its id.
  v_type TEXT NOT NULL DEFAULT '' CHECK (v_type IN ('', 'vod', 'book', 'vip')),
  v_id INTEGER NOT NULL DEFAULT 0,
  "desc" TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  CHECK ((is_v = 0 AND v_type = '' AND v_id = 0) OR (is_v = 1 AND v_type <> '' AND v_id > 0))
);

-- One saved address per learner: the last one typed at an exchange replaces it.
CREATE TABLE credit1_mall_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  area TEXT NOT NULL,
  street TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- An exchange: a copy of the goods and of the address as they were, so later edits change no order.
CREATE TABLE credit1_mall_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  goods_id INTEGER NOT NULL REFERENCES credit1_mall_goods(id),
  goods_title TEXT NOT NULL,
  goods_thumb TEXT NOT NULL,
  goods_is_v INTEGER NOT NULL,
  goods_v_type TEXT NOT NULL,
  goods_v_id INTEGER NOT NULL,
  total_charge INTEGER NOT NULL CHECK (total_charge > 0),
  -- Physical goods: 0 until staff ship it with a tracking number; virtual goods are granted at once (1).
  is_send INTEGER NOT NULL DEFAULT 0 CHECK (is_send IN (0, 1)),
  express_number TEXT NOT NULL DEFAULT '',
  receiver_name TEXT,
  receiver_mobile TEXT,
  receiver_region TEXT,
  receiver_street TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX credit1_mall_orders_user ON credit1_mall_orders (user_id, id);
