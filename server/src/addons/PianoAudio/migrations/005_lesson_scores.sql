-- A lesson (video) the studio links to a track with a score. sync_ms: where in the video the track's
-- time map starts (a lesson that plays the piece through); NULL: a lesson about the piece, the score without a
-- cursor. exercise_id: the single-line exercise listen mode grades for this piece, when there is one.
CREATE TABLE lesson_scores (
  video_id INTEGER PRIMARY KEY REFERENCES videos(id),
  track_id INTEGER NOT NULL REFERENCES audio_tracks(id),
  sync_ms INTEGER,
  exercise_id INTEGER REFERENCES audio_exercises(id)
);
