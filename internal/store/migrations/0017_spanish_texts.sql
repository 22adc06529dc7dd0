-- The Spanish versions of the texts the owner writes, beside the English
-- ones. Empty means not written: the Spanish site shows the English text.
-- The site settings are rows of names and values, so they need no column.
ALTER TABLE author_info ADD COLUMN title_es TEXT NOT NULL DEFAULT '';
ALTER TABLE author_info ADD COLUMN bio_es TEXT NOT NULL DEFAULT '[]';
ALTER TABLE author_info ADD COLUMN quote_es TEXT NOT NULL DEFAULT '';
ALTER TABLE author_info ADD COLUMN creative_process_es TEXT NOT NULL DEFAULT '[]';

ALTER TABLE kindness_kits ADD COLUMN title_es TEXT NOT NULL DEFAULT '';
ALTER TABLE kindness_kits ADD COLUMN headline_es TEXT NOT NULL DEFAULT '';
ALTER TABLE kindness_kits ADD COLUMN subheadline_es TEXT NOT NULL DEFAULT '';

ALTER TABLE upcoming_books ADD COLUMN title_es TEXT NOT NULL DEFAULT '';
ALTER TABLE upcoming_books ADD COLUMN description_es TEXT NOT NULL DEFAULT '';
