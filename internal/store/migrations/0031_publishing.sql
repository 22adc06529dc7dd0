-- Publishing (issue #30): books, upcoming books, videos and songs, and kits
-- can be a draft, scheduled for a time, or published. What was there before
-- is published, so the site shows what it showed. publish_at is the instant a
-- scheduled item goes out (the scheduling worker flips it to published then);
-- NULL otherwise. Visitors see only published rows (store/visible.go).
ALTER TABLE books ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
ALTER TABLE books ADD COLUMN publish_at TIMESTAMP;
ALTER TABLE upcoming_books ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
ALTER TABLE upcoming_books ADD COLUMN publish_at TIMESTAMP;
ALTER TABLE multimedia ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
ALTER TABLE multimedia ADD COLUMN publish_at TIMESTAMP;
ALTER TABLE kindness_kits ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
ALTER TABLE kindness_kits ADD COLUMN publish_at TIMESTAMP;
CREATE INDEX books_scheduled ON books (publish_at) WHERE status = 'scheduled';
CREATE INDEX upcoming_books_scheduled ON upcoming_books (publish_at) WHERE status = 'scheduled';
CREATE INDEX multimedia_scheduled ON multimedia (publish_at) WHERE status = 'scheduled';
CREATE INDEX kindness_kits_scheduled ON kindness_kits (publish_at) WHERE status = 'scheduled';
