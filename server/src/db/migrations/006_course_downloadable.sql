-- Ours: the studio lets learners who may study a course keep its lessons' audio on the device
-- for offline practice. Off by default: a course's media leaves the app only where the studio chose so.
ALTER TABLE courses ADD COLUMN downloadable INTEGER NOT NULL DEFAULT 0 CHECK (downloadable IN (0, 1));
