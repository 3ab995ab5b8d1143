-- MeeduBooks add-on (ADDONS.md section 3): e-books, their chapters and articles, purchases, reading
-- records and comments. Applied only when the add-on is enabled.

CREATE TABLE book_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES book_categories(id),
  name TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  is_vip_free INTEGER NOT NULL DEFAULT 0 CHECK (is_vip_free IN (0, 1)),
  short_desc TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '',
  view_times INTEGER NOT NULL DEFAULT 0,
  user_count INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL
);

CREATE TABLE book_chapters (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- charge 0 in a paid book = a trial (试读) article, readable by anyone.
CREATE TABLE book_articles (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id),
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0 CHECK (charge >= 0),
  render_content TEXT NOT NULL DEFAULT '',
  view_times INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL
);
CREATE INDEX book_articles_book ON book_articles(book_id, sort, id);

CREATE TABLE user_books (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  book_id INTEGER NOT NULL REFERENCES books(id),
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, book_id)
);

-- The learner's last read article per book (在学 list, "继续学习").
CREATE TABLE book_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  book_id INTEGER NOT NULL REFERENCES books(id),
  article_id INTEGER NOT NULL REFERENCES book_articles(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, book_id)
);

CREATE TABLE book_comments (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX book_comments_book ON book_comments(book_id, id);

CREATE TABLE book_article_comments (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES book_articles(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  parent_id INTEGER NOT NULL DEFAULT 0,
  reply_id INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX book_article_comments_article ON book_article_comments(article_id, parent_id, id);
