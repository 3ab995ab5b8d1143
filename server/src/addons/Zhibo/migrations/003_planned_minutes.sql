-- Ours: how long a class is planned to last (the console's calendar draws it; `duration` stays the length it
-- really ran, set when it ends).
ALTER TABLE live_videos ADD COLUMN planned_minutes INTEGER NOT NULL DEFAULT 60;
