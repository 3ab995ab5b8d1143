-- The studio console (admin.ts): a removed teacher keeps their row, since their reviews and the homework they
-- gave still name them, but loses the role; the role comes back when staff grant it again.
ALTER TABLE homework_teachers ADD COLUMN removed_at TEXT;

-- The teacher staff assigned a learner to (at most one): the learner is theirs, and the learner's open homework goes to them.
CREATE TABLE homework_learner_teachers (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  teacher_id INTEGER NOT NULL REFERENCES homework_teachers(user_id),
  assigned_at TEXT NOT NULL
);
CREATE INDEX homework_learner_teachers_teacher ON homework_learner_teachers(teacher_id);
