-- Ours: uploaded and recorded video turned into an encrypted HLS ladder by the transcoding queue
-- (server/src/media). One row per piece of media and its job: queued -> processing -> ready | failed.
-- `target_kind`/`target_id`: what takes the media once it is ready (a lesson, a live class's replay);
-- the target keeps its previous media until then. `aes_key` (hex) never leaves the server but through
-- the signed key URL.
CREATE TABLE media_assets (
  id INTEGER PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'ready', 'failed')),
  source TEXT NOT NULL,
  source_name TEXT NOT NULL DEFAULT '',
  -- Where its files are in the media storage (`hls/<id>-<random>/`: unique across servers and test runs).
  dir TEXT NOT NULL DEFAULT '',
  has_audio INTEGER NOT NULL DEFAULT 0 CHECK (has_audio IN (0, 1)),
  target_kind TEXT NOT NULL DEFAULT '' CHECK (target_kind IN ('', 'lesson', 'live_replay')),
  target_id INTEGER NOT NULL DEFAULT 0,
  progress INTEGER NOT NULL DEFAULT 0,
  error TEXT NOT NULL DEFAULT '',
  attempts INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL DEFAULT 0,
  rungs TEXT NOT NULL DEFAULT '[]',
  poster TEXT NOT NULL DEFAULT '',
  aes_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX media_assets_status ON media_assets(status, id);

-- The lesson's playing media: an asset of the ladder (NULL: the lesson's legacy `media` file).
ALTER TABLE videos ADD COLUMN media_asset_id INTEGER REFERENCES media_assets(id);
