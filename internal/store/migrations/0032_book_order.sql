-- The owner's order of /books (issue #30, part 4): a book's place in the
-- list, 1 first. NULL is the spec's default, newest first; a book added
-- after the owner set an order has none and shows before the ordered ones
-- until she orders again. The featured book and the "New!" period are site
-- settings (section "catalogue"), which need no table.
ALTER TABLE books ADD COLUMN position INTEGER;
