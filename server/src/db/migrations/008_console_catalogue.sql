-- The console's catalogue, home decoration and VIP plans (MeEdu 4.9.13's admin API; what it lacks is ours).

-- MeEdu after 4.9.13: a course an active VIP studies free (1) or must buy (0). 4.9.13 let every VIP study
-- every course, so existing courses keep 1.
ALTER TABLE courses ADD COLUMN is_vip_free INTEGER NOT NULL DEFAULT 1 CHECK (is_vip_free IN (0, 1));

-- Comments reviewed by staff (ours: MeEdu 4.9.13 only deletes them). A new comment shows at once and waits in
-- 待审核; a hidden one is kept for the record and left out of every learner's list. Comments posted before the
-- console existed count as reviewed.
ALTER TABLE comments ADD COLUMN is_check INTEGER NOT NULL DEFAULT 0 CHECK (is_check IN (0, 1));
ALTER TABLE comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1));
UPDATE comments SET is_check = 1;
CREATE INDEX comments_review ON comments(is_check, id);

-- A VIP plan on sale (1) or off the shelf (0): MeEdu's roles.is_show.
ALTER TABLE roles ADD COLUMN is_show INTEGER NOT NULL DEFAULT 1 CHECK (is_show IN (0, 1));

-- The image library (MeEdu's media_images): every image staff uploaded, re-encoded, with the scene it was
-- uploaded for (cover, editor, decoration, config ...).
CREATE TABLE media_images (
  id INTEGER PRIMARY KEY,
  scene TEXT NOT NULL,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  url TEXT NOT NULL,
  disk TEXT NOT NULL DEFAULT 'public',
  size INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  operator_id INTEGER NOT NULL,
  operator TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX media_images_scene ON media_images(scene, id);

-- PC sliders, navigation and friendly links, and announcements (MeEdu's sliders, navs, links, announcements):
-- other/config carries the first three as MeEdu's clients read them.
CREATE TABLE sliders (
  id INTEGER PRIMARY KEY,
  thumb TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE navs (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  platform TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  active_routes TEXT NOT NULL DEFAULT '',
  blank INTEGER NOT NULL DEFAULT 0 CHECK (blank IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE links (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  announcement TEXT NOT NULL,
  view_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
