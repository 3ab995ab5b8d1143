-- The console reviews learners' comments on articles: a hidden comment stays stored (it can be shown
-- again) but leaves every learner list.
ALTER TABLE topic_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1));
