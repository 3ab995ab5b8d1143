-- The console's question bank and marking: a question carries tags (comma-separated, searched whole) and a
-- difficulty (1 简单, 2 中等, 3 困难); a marked essay answer keeps the teacher's comment.
ALTER TABLE paper_questions ADD COLUMN tags TEXT NOT NULL DEFAULT '';
ALTER TABLE paper_questions ADD COLUMN difficulty INTEGER NOT NULL DEFAULT 2 CHECK (difficulty BETWEEN 1 AND 3);
ALTER TABLE exam_answers ADD COLUMN comment TEXT NOT NULL DEFAULT '';
