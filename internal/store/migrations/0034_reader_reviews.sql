-- Reviews that readers send from a book's page (issue #30, part 7). A
-- reader's review waits until the owner approves it; only approved reviews
-- are ever shown. Reviews the owner typed herself, and every review from
-- before, are approved.
--
-- origin is "owner" or "reader"; role is what the reviewer is (parent,
-- teacher, librarian, other; empty for the owner's); lang is the language
-- of the page it was sent from, so the mail that says it is published speaks
-- it. The address is only for that mail and never shown; published_mailed_at
-- keeps a second approval from mailing again.
ALTER TABLE testimonials ADD COLUMN status TEXT NOT NULL DEFAULT 'approved';
ALTER TABLE testimonials ADD COLUMN origin TEXT NOT NULL DEFAULT 'owner';
ALTER TABLE testimonials ADD COLUMN role TEXT NOT NULL DEFAULT '';
ALTER TABLE testimonials ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE testimonials ADD COLUMN lang TEXT NOT NULL DEFAULT '';
ALTER TABLE testimonials ADD COLUMN published_mailed_at TIMESTAMP;
CREATE INDEX testimonials_status ON testimonials (status, book_id);
