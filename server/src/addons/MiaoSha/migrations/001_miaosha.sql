-- MiaoSha (flash sale), ADDONS.md section 9. A sale sells `num` places of one item at `charge`; `over_num`
-- is the stock left and only ever moves through a conditional UPDATE (never below 0, never above num).
CREATE TABLE ms_sales (
  id INTEGER PRIMARY KEY,
  goods_type TEXT NOT NULL CHECK (goods_type IN ('course', 'live', 'book', 'learnPath')),
  goods_id INTEGER NOT NULL,
  charge INTEGER NOT NULL CHECK (charge >= 0),
  num INTEGER NOT NULL CHECK (num > 0),
  over_num INTEGER NOT NULL CHECK (over_num >= 0 AND over_num <= num),
  -- Minutes a learner has to pay for a place before it returns to stock.
  expired_minutes INTEGER NOT NULL DEFAULT 15 CHECK (expired_minutes > 0),
  started_at TEXT NOT NULL,
  ended_at TEXT NOT NULL CHECK (ended_at > started_at),
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX ms_sales_item ON ms_sales(goods_type, goods_id, ended_at);

-- A learner's place (MeEdu's flash-sale order): 0 unpaid until expired_at, 1 paid, 3 cancelled (time ran out).
CREATE TABLE ms_orders (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER NOT NULL REFERENCES ms_sales(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  charge INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 3)),
  expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One live place per learner and sale, whatever the timing of their taps.
CREATE UNIQUE INDEX ms_orders_one_place ON ms_orders(sale_id, user_id) WHERE status IN (0, 1);
CREATE INDEX ms_orders_due ON ms_orders(status, expired_at);
CREATE INDEX ms_orders_user ON ms_orders(user_id, id);
