-- Who invited whom: one row per invitee, written once (the primary key refuses a second binding).
CREATE TABLE share_invites (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  inviter_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX share_invites_inviter ON share_invites(inviter_id, created_at);

-- Goods learners can promote and what an invitee's paid order of each earns the inviter (fen).
-- goods_type is the order's goods type (vod, book, ...).
CREATE TABLE share_goods (
  id INTEGER PRIMARY KEY,
  goods_type TEXT NOT NULL,
  goods_id INTEGER NOT NULL,
  reward_fen INTEGER NOT NULL CHECK (reward_fen > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (goods_type, goods_id)
);

-- A learner's referral money in fen: what can be withdrawn, and what is frozen by withdrawals in progress.
-- A refund after the reward was withdrawn can take the balance below zero (docs/decisions/referral-rules.md).
CREATE TABLE share_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  balance_fen INTEGER NOT NULL DEFAULT 0,
  frozen_fen INTEGER NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
  earned_fen INTEGER NOT NULL DEFAULT 0
);

-- Every change of the balance. kind: reward (an invitee's order paid), reversal (that order refunded),
-- withdraw (frozen for a withdrawal). One reward and one reversal per order at most.
CREATE TABLE share_balance_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_fen INTEGER NOT NULL,
  remark TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('reward', 'reversal', 'withdraw')),
  order_id INTEGER REFERENCES orders(id),
  created_at TEXT NOT NULL
);
CREATE INDEX share_balance_records_user ON share_balance_records(user_id, id);
CREATE UNIQUE INDEX share_balance_records_order ON share_balance_records(order_id, kind) WHERE order_id IS NOT NULL;

-- Withdrawal requests: the amount stays frozen until staff pay it out (status 1) or refuse it (2, unfrozen).
CREATE TABLE share_withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  channel TEXT NOT NULL,
  channel_account TEXT NOT NULL,
  channel_name TEXT NOT NULL,
  channel_address TEXT NOT NULL DEFAULT '',
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at TEXT NOT NULL,
  processed_at TEXT
);
CREATE INDEX share_withdrawals_user ON share_withdrawals(user_id, id);
