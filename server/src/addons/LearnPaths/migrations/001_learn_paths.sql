-- LearnPaths add-on (ADDONS.md section 5): learning paths, their steps in order, the goods each step
-- holds (courses, books, live courses, exams), and purchases. Applied only when the add-on is enabled.

CREATE TABLE learn_path_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE learn_paths (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES learn_path_categories(id),
  name TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  "desc" TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  original_charge INTEGER NOT NULL DEFAULT 0 CHECK (original_charge >= 0),
  is_show INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE learn_path_steps (
  id INTEGER PRIMARY KEY,
  path_id INTEGER NOT NULL REFERENCES learn_paths(id),
  name TEXT NOT NULL,
  "desc" TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX learn_path_steps_path ON learn_path_steps(path_id, sort, id);

-- One goods item of a step: its kind and id in its own add-on, with the name, cover and price shown.
CREATE TABLE learn_path_step_items (
  id INTEGER PRIMARY KEY,
  step_id INTEGER NOT NULL REFERENCES learn_path_steps(id),
  type TEXT NOT NULL CHECK (type IN ('course', 'book', 'live', 'paper_paper', 'paper_practice', 'paper_mock', 'paper_mock_paper')),
  other_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX learn_path_step_items_step ON learn_path_step_items(step_id, sort, id);

CREATE TABLE user_learn_paths (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  path_id INTEGER NOT NULL REFERENCES learn_paths(id),
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, path_id)
);
