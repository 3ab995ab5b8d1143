-- The balance (users.credit2, whole yuan): every top-up, payment and refund to it (docs/API.md "Recharge and balance payment").
CREATE TABLE credit2_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sum INTEGER NOT NULL,
  remark TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id),
  created_at TEXT NOT NULL
);
CREATE INDEX credit2_records_user ON credit2_records(user_id, id);
