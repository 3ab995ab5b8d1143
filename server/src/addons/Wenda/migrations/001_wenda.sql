-- Wenda add-on (ADDONS.md section 7): questions with a points bounty, answers, votes on answers and
-- comments on answers. Learner text is stored as plain text; images as a JSON array of our URLs.

CREATE TABLE wenda_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE wenda_questions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  category_id INTEGER NOT NULL REFERENCES wenda_categories(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  -- The bounty in points, taken from the asker when asking and paid to the accepted answer's author.
  credit1 INTEGER NOT NULL DEFAULT 0 CHECK (credit1 >= 0),
  -- 0 open, 1 solved; set once, by the accept that pays the bounty.
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  correct_answer_id INTEGER NOT NULL DEFAULT 0,
  view_times INTEGER NOT NULL DEFAULT 0,
  answer_count INTEGER NOT NULL DEFAULT 0,
  vote_count INTEGER NOT NULL DEFAULT 0,
  last_answer_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wenda_questions_list ON wenda_questions(category_id, status, id);

CREATE TABLE wenda_answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES wenda_questions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  is_correct INTEGER NOT NULL DEFAULT 0 CHECK (is_correct IN (0, 1)),
  vote_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX wenda_answers_question ON wenda_answers(question_id, id);

CREATE TABLE wenda_votes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  answer_id INTEGER NOT NULL REFERENCES wenda_answers(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, answer_id)
);

CREATE TABLE wenda_answer_comments (
  id INTEGER PRIMARY KEY,
  answer_id INTEGER NOT NULL REFERENCES wenda_answers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  reply_user_id INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX wenda_answer_comments_answer ON wenda_answer_comments(answer_id, id);
