-- Scores (ABC or MusicXML) for tracks and exercises, engraved once by Verovio on first use and
-- kept here (engraved: the time map as JSON; pages: SVG for H5 and PNG for the mini-program).
CREATE TABLE audio_exercises (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0,
  bpm INTEGER NOT NULL,
  beats_per_bar INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE audio_scores (
  id INTEGER PRIMARY KEY,
  track_id INTEGER UNIQUE REFERENCES audio_tracks(id),
  exercise_id INTEGER UNIQUE REFERENCES audio_exercises(id),
  format TEXT NOT NULL,
  source TEXT NOT NULL,
  engraved TEXT
);

CREATE TABLE audio_score_pages (
  score_id INTEGER NOT NULL REFERENCES audio_scores(id),
  page INTEGER NOT NULL,
  svg TEXT NOT NULL,
  png BLOB NOT NULL,
  PRIMARY KEY (score_id, page)
);
