-- The console reviews answers: a hidden answer stays stored (it can be shown again) but learners no
-- longer see it or act on it.
ALTER TABLE wenda_answers ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1));
