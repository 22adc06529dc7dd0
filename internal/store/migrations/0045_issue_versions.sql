-- Issue #44: a newsletter issue has an English and a Spanish version; each
-- reader gets their language's, or the other one when theirs is not written.
-- Empty means not written. Issues sent before keep their words as the
-- English version, whatever language they are in: only adding keeps older
-- archives importable as they are (store.OldestArchiveSchema).
ALTER TABLE newsletter_issues ADD COLUMN subject_es TEXT NOT NULL DEFAULT '';
ALTER TABLE newsletter_issues ADD COLUMN preview_text_es TEXT NOT NULL DEFAULT '';
ALTER TABLE newsletter_issues ADD COLUMN html_body_es TEXT NOT NULL DEFAULT '';
ALTER TABLE newsletter_issues ADD COLUMN text_body_es TEXT NOT NULL DEFAULT '';
