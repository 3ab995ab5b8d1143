-- The studio's staff, apart from the learners (MeEdu's administrator tables, 4.9.13): administrators,
-- their roles and MeEdu's permission slugs, their sessions, and the log of what they did.

CREATE TABLE administrators (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  last_login_ip TEXT NOT NULL DEFAULT '',
  last_login_date TEXT,
  is_ban_login INTEGER NOT NULL DEFAULT 0,
  login_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE administrator_roles (
  id INTEGER PRIMARY KEY,
  display_name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE administrator_role_relation (
  administrator_id INTEGER NOT NULL REFERENCES administrators(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES administrator_roles(id) ON DELETE CASCADE,
  PRIMARY KEY (administrator_id, role_id)
);

-- Seeded from MeEdu's permission list (types/admin/permissions.ts); the slug is what routes declare.
CREATE TABLE administrator_permissions (
  id INTEGER PRIMARY KEY,
  display_name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  group_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  method TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE administrator_role_permission_relation (
  role_id INTEGER NOT NULL REFERENCES administrator_roles(id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES administrator_permissions(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

-- A session: the token is handed out once and kept only as its hash (auth/tokens.ts, the staff audience).
CREATE TABLE administrator_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  administrator_id INTEGER NOT NULL REFERENCES administrators(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX administrator_tokens_admin ON administrator_tokens(administrator_id);

-- Who did what, when and from where: every console write, and every login (module admin-login).
CREATE TABLE administrator_logs (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER NOT NULL DEFAULT 0,
  module TEXT NOT NULL DEFAULT '',
  opt TEXT NOT NULL DEFAULT '',
  remark TEXT,
  ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX administrator_logs_a_m_o ON administrator_logs(admin_id, module, opt);
