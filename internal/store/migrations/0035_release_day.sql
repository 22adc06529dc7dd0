-- Release day (issue #30 part 3): an upcoming book can become a book at
-- release_at (NULL: it stays an announcement). The book needs what an
-- announcement lacks: its age range, ISBN, pages and genres (a JSON list,
-- copied to book_genres on release), and whether a newsletter draft
-- announcing it is prepared then.
ALTER TABLE upcoming_books ADD COLUMN release_at TIMESTAMP;
ALTER TABLE upcoming_books ADD COLUMN release_age_range TEXT NOT NULL DEFAULT '';
ALTER TABLE upcoming_books ADD COLUMN release_isbn TEXT NOT NULL DEFAULT '';
ALTER TABLE upcoming_books ADD COLUMN release_pages INTEGER NOT NULL DEFAULT 0;
ALTER TABLE upcoming_books ADD COLUMN release_genres TEXT NOT NULL DEFAULT '[]';
ALTER TABLE upcoming_books ADD COLUMN release_newsletter_draft BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX upcoming_books_release_at ON upcoming_books (release_at);

-- The book a newsletter draft announces, when a release made it ('' for
-- every other issue): the dashboard names it while the draft is unsent. No
-- foreign key: deleting the book leaves the newsletter as it is.
ALTER TABLE newsletter_issues ADD COLUMN released_book_id TEXT NOT NULL DEFAULT '';
