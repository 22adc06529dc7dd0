-- Where to buy (issue #30 part 5): a book's store links, and an upcoming
-- book's pre-order links, each in the owner's order. store is one of
-- storyshelf.StoreKeys; label names an indie shop, a library or another
-- store (empty for a known one); url is its web address. The spec's
-- amazon_link, review_link and preorder_url stay as they are.
--
-- The links are written only together with their book's row, which bumps
-- the content version (migration 0011), so they need no triggers of their
-- own.
CREATE TABLE book_store_links (
    book_id  TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    store    TEXT NOT NULL,
    label    TEXT NOT NULL DEFAULT '',
    url      TEXT NOT NULL,
    PRIMARY KEY (book_id, position)
);
CREATE TABLE upcoming_book_store_links (
    upcoming_book_id TEXT NOT NULL REFERENCES upcoming_books (id) ON DELETE CASCADE,
    position         INTEGER NOT NULL,
    store            TEXT NOT NULL,
    label            TEXT NOT NULL DEFAULT '',
    url              TEXT NOT NULL,
    PRIMARY KEY (upcoming_book_id, position)
);
