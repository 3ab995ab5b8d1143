-- One-time subscribe messages (docs/API.md "Subscribe messages"): each accepted wx.requestSubscribeMessage
-- allows one send. A row waits (sent_at NULL) until its moment comes, is marked sent, and never sends again.
-- kind: live_start (target = live course) | exam_graded (target = exam record).
CREATE TABLE subscribe_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  openid TEXT NOT NULL,
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
-- One waiting subscription per learner and target: a second tap before the moment changes nothing.
CREATE UNIQUE INDEX subscribe_messages_waiting ON subscribe_messages (user_id, kind, target_id) WHERE sent_at IS NULL;
CREATE INDEX subscribe_messages_due ON subscribe_messages (kind, sent_at);
