-- Certificates the studio awards (after an exam grade, a finished course) and who holds which.
CREATE TABLE certs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- What the certificate says under the learner's name.
  description TEXT NOT NULL,
  color TEXT NOT NULL,
  template_image TEXT NOT NULL
);

CREATE TABLE user_certs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  cert_id INTEGER NOT NULL REFERENCES certs(id),
  serial TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, cert_id)
);
