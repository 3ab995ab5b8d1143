-- Paper add-on (ADDONS.md section 4): a question bank, papers, mock papers drawn by rule, practices with
-- chapters, exam records with their answers, practice answers, wrong book, collection, access (bought or
-- invited). Applied only when the add-on is enabled.

CREATE TABLE paper_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  -- 'paper' | 'mock' | 'practice' | 'question' (question categories group the wrong book)
  scope TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE paper_questions (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES paper_categories(id),
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 6),
  score REAL NOT NULL CHECK (score >= 0),
  -- HTML; for type 6 a JSON string {header, questions:[...]}
  content TEXT NOT NULL,
  -- JSON array of option HTML (A, B, ...), at most 10
  options TEXT NOT NULL DEFAULT '[]',
  -- type 1 "optionN", 2 "option1,option3", 3 JSON [{a, s}], 4 reference answer, 5 "1"/"0", 6 ""
  answer TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  -- listening questions (ours): a media file under server/media, its length and the replay limit (0 = unlimited)
  audio_file TEXT,
  audio_seconds INTEGER NOT NULL DEFAULT 0,
  audio_max_plays INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE papers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES paper_categories(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  pass_score REAL NOT NULL,
  expired_minutes INTEGER NOT NULL CHECK (expired_minutes > 0),
  try_times INTEGER NOT NULL DEFAULT 0,
  enabled_invite INTEGER NOT NULL DEFAULT 0 CHECK (enabled_invite IN (0, 1)),
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL
);

CREATE TABLE paper_items (
  paper_id INTEGER NOT NULL REFERENCES papers(id),
  question_id INTEGER NOT NULL REFERENCES paper_questions(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (paper_id, question_id)
);

CREATE TABLE mock_papers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES paper_categories(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  pass_score REAL NOT NULL,
  expired_minutes INTEGER NOT NULL CHECK (expired_minutes > 0),
  enabled_invite INTEGER NOT NULL DEFAULT 0 CHECK (enabled_invite IN (0, 1)),
  -- MeEdu's JSON string {num:{choice,select,input,qa,judge,cap}}; ours adds listen:{choice,judge,...}
  rule TEXT NOT NULL,
  -- JSON array of question category ids the draw takes from
  pool TEXT NOT NULL,
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL
);

CREATE TABLE practices (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES paper_categories(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  is_vip_free INTEGER NOT NULL DEFAULT 0 CHECK (is_vip_free IN (0, 1)),
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL
);

CREATE TABLE practice_chapters (
  id INTEGER PRIMARY KEY,
  practice_id INTEGER NOT NULL REFERENCES practices(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE practice_chapter_questions (
  chapter_id INTEGER NOT NULL REFERENCES practice_chapters(id),
  question_id INTEGER NOT NULL REFERENCES paper_questions(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (chapter_id, question_id)
);

-- Bought (through orders) or granted (invitation-only papers).
CREATE TABLE paper_access (
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('paper', 'mock', 'practice')),
  goods_id INTEGER NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, goods_id)
);

-- One sitting of a paper or a mock paper. state: doing | grading | done.
CREATE TABLE exam_records (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('paper', 'mock')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  exam_id INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'doing' CHECK (state IN ('doing', 'grading', 'done')),
  -- JSON array of question ids in order (a mock paper's draw)
  question_ids TEXT NOT NULL,
  score REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  ended_at TEXT NOT NULL,
  submitted_at TEXT
);
CREATE INDEX exam_records_user ON exam_records (user_id, kind, exam_id);
CREATE INDEX exam_records_open ON exam_records (state, ended_at);

-- An answer in a record; sub = -1 for a whole question, i for a cap question's sub-question i.
CREATE TABLE exam_answers (
  record_id INTEGER NOT NULL REFERENCES exam_records(id),
  question_id INTEGER NOT NULL,
  sub INTEGER NOT NULL DEFAULT -1,
  answer TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  score REAL NOT NULL DEFAULT 0,
  is_correct INTEGER NOT NULL DEFAULT 0,
  graded INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (record_id, question_id, sub)
);

CREATE TABLE exam_audio_plays (
  record_id INTEGER NOT NULL REFERENCES exam_records(id),
  question_id INTEGER NOT NULL,
  plays INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (record_id, question_id)
);

CREATE TABLE practice_answers (
  user_id INTEGER NOT NULL REFERENCES users(id),
  practice_id INTEGER NOT NULL REFERENCES practices(id),
  question_id INTEGER NOT NULL REFERENCES paper_questions(id),
  answer TEXT NOT NULL,
  is_correct INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, practice_id, question_id)
);

CREATE TABLE wrong_book (
  user_id INTEGER NOT NULL REFERENCES users(id),
  question_id INTEGER NOT NULL REFERENCES paper_questions(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, question_id)
);

CREATE TABLE question_collections (
  user_id INTEGER NOT NULL REFERENCES users(id),
  question_id INTEGER NOT NULL REFERENCES paper_questions(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
