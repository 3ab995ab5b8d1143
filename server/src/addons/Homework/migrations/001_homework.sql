-- Homework (docs/API.md "Homework"): teachers, assignments given to learners, recorded takes and
-- the teacher's reviews with timestamped notes. Times are Beijing 'YYYY-MM-DD HH:MM:SS'.

-- The teacher role: a member account linked to the lecturer they are in the catalogue.
CREATE TABLE homework_teachers (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  lecturer TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The courses a teacher lectures (their buyers are the teacher's learners).
CREATE TABLE homework_teacher_courses (
  teacher_id INTEGER NOT NULL REFERENCES homework_teachers(user_id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  PRIMARY KEY (teacher_id, course_id)
);
CREATE INDEX homework_teacher_courses_course ON homework_teacher_courses(course_id);

-- One row per learner: an assignment given to a course's buyers is copied to each, so each status is theirs.
CREATE TABLE homework_assignments (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES homework_teachers(user_id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('piece', 'exercise')),
  bars TEXT NOT NULL DEFAULT '',
  target_bpm INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  track_id INTEGER NOT NULL DEFAULT 0,
  course_id INTEGER NOT NULL DEFAULT 0,
  video_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX homework_assignments_user ON homework_assignments(user_id, id);
CREATE INDEX homework_assignments_teacher ON homework_assignments(teacher_id, id);

-- A recorded take. `storage_key` names the audio in the take storage (storage.ts), never a public path.
-- (user_id, client_id): the app's id of the take, so an upload sent again answers the same take.
CREATE TABLE homework_takes (
  id INTEGER PRIMARY KEY,
  assignment_id INTEGER NOT NULL REFERENCES homework_assignments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT NOT NULL,
  storage_key TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  peaks TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL CHECK (status IN ('submitted', 'replaced', 'reviewed', 'redo')),
  created_at TEXT NOT NULL,
  UNIQUE (user_id, client_id)
);
CREATE INDEX homework_takes_assignment ON homework_takes(assignment_id, id);
CREATE INDEX homework_takes_status ON homework_takes(status, id);

-- At most one review per take; `read_at` is set when the learner opens the assignment.
CREATE TABLE homework_reviews (
  take_id INTEGER PRIMARY KEY REFERENCES homework_takes(id),
  teacher_id INTEGER NOT NULL REFERENCES homework_teachers(user_id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment TEXT NOT NULL DEFAULT '',
  redo INTEGER NOT NULL DEFAULT 0,
  read_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE homework_review_notes (
  id INTEGER PRIMARY KEY,
  take_id INTEGER NOT NULL REFERENCES homework_reviews(take_id),
  at_ms INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX homework_review_notes_take ON homework_review_notes(take_id, at_ms);
