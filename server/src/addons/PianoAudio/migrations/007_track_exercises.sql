-- A listen exercise the studio sets on a track with a score: bars bar_from..bar_to of the track's score (1-based,
-- both included), played at speed_percent of the score's tempo, passed at pass_accuracy percent. The exercises
-- that bring their own score (audio_scores.exercise_id) keep NULLs here: the whole score, at their own tempo.
ALTER TABLE audio_exercises ADD COLUMN track_id INTEGER REFERENCES audio_tracks(id);
ALTER TABLE audio_exercises ADD COLUMN bar_from INTEGER;
ALTER TABLE audio_exercises ADD COLUMN bar_to INTEGER;
ALTER TABLE audio_exercises ADD COLUMN speed_percent INTEGER NOT NULL DEFAULT 100;
ALTER TABLE audio_exercises ADD COLUMN pass_accuracy INTEGER;
CREATE INDEX audio_exercises_track ON audio_exercises (track_id);
