-- The console's batches: when a batch was made (older demo rows have none), and codes voided by staff
-- (never redeemable again; a used code is never voided).
ALTER TABLE code_activities ADD COLUMN created_at TEXT;
ALTER TABLE exchange_codes ADD COLUMN voided_at TEXT;
CREATE INDEX exchange_codes_activity ON exchange_codes (activity_id);
