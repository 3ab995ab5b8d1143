-- The studio's time map of a track's recording, tapped along in the console: the ms of the recording where each
-- bar starts (JSON array, one number a bar). NULL: the engraving's own times (a recording at the score's tempo).
ALTER TABLE audio_scores ADD COLUMN bar_ms TEXT;
