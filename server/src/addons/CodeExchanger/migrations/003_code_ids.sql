-- Each code gets an id of its own (a learner's records are listed by it): the table had only SQLite's
-- hidden rowid, which PostgreSQL lacks. Rebuilt in the SQL both engines share; existing codes keep their
-- order (a table scan reads them in insertion order), so their ids follow it.
CREATE TABLE exchange_codes_new (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  activity_id INTEGER NOT NULL REFERENCES code_activities(id),
  used_by INTEGER REFERENCES users(id),
  used_at TEXT,
  voided_at TEXT
);
INSERT INTO exchange_codes_new (code, activity_id, used_by, used_at, voided_at) SELECT code, activity_id, used_by, used_at, voided_at FROM exchange_codes;
DROP TABLE exchange_codes;
ALTER TABLE exchange_codes_new RENAME TO exchange_codes;
CREATE INDEX exchange_codes_user ON exchange_codes (used_by, used_at);
CREATE INDEX exchange_codes_activity ON exchange_codes (activity_id);
