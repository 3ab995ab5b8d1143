-- A decided withdrawal keeps what staff recorded: the payout reference (a bank transfer number) when it was
-- paid, the reason when it was refused, and who decided.
ALTER TABLE share_withdrawals ADD COLUMN payout_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE share_withdrawals ADD COLUMN reject_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE share_withdrawals ADD COLUMN admin_id INTEGER;
CREATE INDEX share_withdrawals_status ON share_withdrawals(status, id);
