-- Redeem-code campaigns: what a code grants (relate_data: JSON [{id, sign, name}]) and until when.
CREATE TABLE code_activities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  relate_data TEXT NOT NULL,
  ends_at TEXT
);

-- One code, used once; used_by/used_at say by whom and when (the learner's records).
CREATE TABLE exchange_codes (
  code TEXT PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES code_activities(id),
  used_by INTEGER REFERENCES users(id),
  used_at TEXT
);
CREATE INDEX exchange_codes_user ON exchange_codes (used_by, used_at);
