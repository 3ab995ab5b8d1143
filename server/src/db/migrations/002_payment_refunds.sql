-- Payment notifications (docs/decisions/payment-notifications.md): a notification is deduplicated per order
-- and gateway transaction (a transaction id seen on another order is not silently dropped), and money that
-- cannot be delivered is owed back.
CREATE TABLE payment_notifications_new (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  txn_id TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (order_id, txn_id)
);
INSERT INTO payment_notifications_new (order_id, txn_id, result, created_at)
  SELECT order_id, txn_id, result, created_at FROM payment_notifications;
DROP TABLE payment_notifications;
ALTER TABLE payment_notifications_new RENAME TO payment_notifications;

-- Money received for an order that cannot be delivered (cancelled, or paid twice): refund it.
CREATE TABLE payment_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  txn_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  refunded_at TEXT,
  UNIQUE (order_id, txn_id)
);
