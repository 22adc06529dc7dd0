-- A book's own learning benefits and reading tips (issue #27), shown on its
-- page in place of the site's (the "reading" site settings section). Each is
-- a JSON list whose items hold the English text and its Spanish version side
-- by side ({"text", "textEs"}; a tip also {"title", "titleEs"}), as the site
-- settings' lists do. An empty list means the site's.
ALTER TABLE books ADD COLUMN learning_benefits TEXT NOT NULL DEFAULT '[]';
ALTER TABLE books ADD COLUMN reading_tips TEXT NOT NULL DEFAULT '[]';
