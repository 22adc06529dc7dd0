-- The catalogue of spec §3: books with genres and materials, upcoming books,
-- testimonials, kindness kits with files and subscribers, the author profile
-- and multimedia. Ids are UUID text made in Go. Deleting a book cascades to
-- everything that belongs to it, so nothing is left orphaned.

CREATE TABLE books (
    id          TEXT PRIMARY KEY,
    slug        TEXT NOT NULL,
    title       TEXT NOT NULL,
    author      TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    coverimage  TEXT NOT NULL DEFAULT '',
    publishdate TEXT NOT NULL DEFAULT '',
    isbn        TEXT NOT NULL DEFAULT '',
    pages       INTEGER NOT NULL DEFAULT 0,
    age_range   TEXT NOT NULL DEFAULT '',
    amazon_link TEXT NOT NULL DEFAULT '',
    review_link TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX books_created_at ON books (created_at);
CREATE INDEX books_slug ON books (slug);

CREATE TABLE book_genres (
    book_id TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    genre    TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0, -- keeps the owner's order
    PRIMARY KEY (book_id, genre)
);

CREATE TABLE materials (
    id          TEXT PRIMARY KEY,
    book_id     TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    title       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    type        TEXT NOT NULL DEFAULT 'pdf' CHECK (type IN ('pdf', 'audio', 'video', 'image', 'other')),
    fileurl     TEXT NOT NULL DEFAULT '',
    filesize    TEXT NOT NULL DEFAULT '0 KB',
    position    INTEGER NOT NULL DEFAULT 0, -- keeps the owner's order
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX materials_book_id ON materials (book_id);

CREATE TABLE upcoming_books (
    id                    TEXT PRIMARY KEY,
    title                 TEXT NOT NULL,
    author                TEXT NOT NULL DEFAULT '',
    description           TEXT NOT NULL DEFAULT '',
    cover_image_url       TEXT NOT NULL DEFAULT '',
    expected_release_date TEXT NOT NULL DEFAULT '',
    preorder_url          TEXT NOT NULL DEFAULT '',
    created_at            TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at            TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE testimonials (
    id                TEXT PRIMARY KEY,
    book_id           TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    rating            INTEGER NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
    title             TEXT NOT NULL DEFAULT '',
    content           TEXT NOT NULL,
    reviewer_name     TEXT NOT NULL,
    source            TEXT NOT NULL DEFAULT '',
    date              TEXT NOT NULL DEFAULT '',
    verified_purchase BOOLEAN NOT NULL DEFAULT FALSE,
    created_at        TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX testimonials_book_id ON testimonials (book_id, date);
CREATE INDEX testimonials_rating ON testimonials (rating);

CREATE TABLE kindness_kits (
    id                  TEXT PRIMARY KEY,
    book_id             TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    active              BOOLEAN NOT NULL DEFAULT FALSE,
    title               TEXT NOT NULL,
    headline            TEXT NOT NULL DEFAULT '',
    subheadline         TEXT NOT NULL DEFAULT '',
    hero_image_url      TEXT NOT NULL DEFAULT '',
    mailerlite_group_id TEXT NOT NULL DEFAULT '',
    created_at          TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at          TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX kindness_kits_book_id ON kindness_kits (book_id);

CREATE TABLE kit_files (
    id         TEXT PRIMARY KEY,
    kit_id     TEXT NOT NULL REFERENCES kindness_kits (id) ON DELETE CASCADE,
    file_name  TEXT NOT NULL,
    file_type  TEXT NOT NULL DEFAULT 'pdf' CHECK (file_type IN ('pdf', 'audio', 'image', 'other')),
    file_url   TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX kit_files_kit_id ON kit_files (kit_id, sort_order);

CREATE TABLE kit_subscribers (
    id         TEXT PRIMARY KEY,
    kit_id     TEXT NOT NULL REFERENCES kindness_kits (id) ON DELETE CASCADE,
    email      TEXT NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX kit_subscribers_kit_id ON kit_subscribers (kit_id);

-- bio and creative_process hold JSON arrays of paragraphs.
CREATE TABLE author_info (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    title            TEXT NOT NULL DEFAULT '',
    photo_url        TEXT NOT NULL DEFAULT '',
    bio              TEXT NOT NULL DEFAULT '[]',
    quote            TEXT NOT NULL DEFAULT '',
    creative_process TEXT NOT NULL DEFAULT '[]',
    created_at       TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE multimedia (
    id          TEXT PRIMARY KEY,
    book_id     TEXT NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    type        TEXT NOT NULL DEFAULT 'video' CHECK (type IN ('video', 'audio')),
    title       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    url         TEXT NOT NULL DEFAULT '',
    thumbnail   TEXT NOT NULL DEFAULT '',
    lyrics      TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX multimedia_book_id ON multimedia (book_id, created_at);
