-- Editions (issue #26): a book is one edition, in English or Spanish, and may
-- be linked to the same story in the other language, which is a book of its
-- own. The store keeps the link symmetric (each of the two names the other);
-- the unique index keeps a book from being named by two. Books from before
-- are English, without a partner.
--
-- The reference is checked at commit: an archive's books come in the order
-- they were added, so a book may name one that is only inserted after it.
-- Deleting a book clears its partner's link.
ALTER TABLE books ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE books ADD COLUMN other_edition_id TEXT REFERENCES books (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX books_other_edition ON books (other_edition_id);
