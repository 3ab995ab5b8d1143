-- The mobile-change sign (POST /api/v2/member/verify -> PUT /api/v2/member/mobile): kept in the database so a
-- restart does not lose it; stored as its SHA-256; expired ones are pruned whenever a new one is issued.
CREATE TABLE verify_signs (
  sign_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL
);
CREATE INDEX verify_signs_expiry ON verify_signs(expires_at);
