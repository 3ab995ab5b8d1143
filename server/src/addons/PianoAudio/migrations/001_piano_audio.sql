-- The piano audio library: categories, tracks (media: a file under server/media, served signed), and
-- the practice log (seconds per learner per Beijing day; the unique key keeps one row a day).
CREATE TABLE audio_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE audio_tracks (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES audio_categories(id),
  title TEXT NOT NULL,
  composer TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL,
  bpm INTEGER NOT NULL,
  beats_per_bar INTEGER NOT NULL,
  is_member INTEGER NOT NULL DEFAULT 0,
  is_featured INTEGER NOT NULL DEFAULT 0,
  media TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX audio_tracks_category ON audio_tracks (category_id, sort);

CREATE TABLE practice_days (
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  seconds INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, day)
);
