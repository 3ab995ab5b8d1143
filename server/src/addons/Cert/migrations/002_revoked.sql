-- A revoked certificate is kept (its serial stays on record) but the learner no longer sees or downloads it.
ALTER TABLE user_certs ADD COLUMN revoked_at TEXT;
CREATE INDEX user_certs_cert ON user_certs(cert_id, id);
