-- Ours: real pushes through the live engine (engine.ts). `stream_key`: the session's current push key
-- (the RTMP stream name; only this key, inside the session's time window, may push). `push_state`: '' never
-- pushed or ended, 'pushing', 'interrupted' (the push dropped at `interrupted_at`; the session ends when the
-- teacher has not pushed again within the grace). The replay: the recording through the lesson pipeline
-- (`replay_asset_id`), 'processing' -> 'published' (or 'held' for the administrator, by the live setting),
-- 'failed'. `live_teachers.user_id`: the member account a teacher goes live from (the mini-program's 开播).
ALTER TABLE live_videos ADD COLUMN stream_key TEXT;
ALTER TABLE live_videos ADD COLUMN push_state TEXT NOT NULL DEFAULT '' CHECK (push_state IN ('', 'pushing', 'interrupted'));
ALTER TABLE live_videos ADD COLUMN interrupted_at TEXT;
ALTER TABLE live_videos ADD COLUMN replay_asset_id INTEGER;
ALTER TABLE live_videos ADD COLUMN replay_status TEXT NOT NULL DEFAULT '' CHECK (replay_status IN ('', 'processing', 'published', 'held', 'failed'));
CREATE UNIQUE INDEX live_videos_stream_key ON live_videos(stream_key);

CREATE TABLE live_recordings (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES live_videos(id),
  path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX live_recordings_video ON live_recordings(video_id, id);

ALTER TABLE live_teachers ADD COLUMN user_id INTEGER REFERENCES users(id);
