-- The hosted system's schema (spec: admin.md §3 and §7, public-site.md §3 and
-- §7) as its PostgreSQL database holds it, with rows a real site has: a
-- base64 cover, covers and materials in the storage buckets, a material whose
-- file is gone, a /downloads/ fallback path, the sample videos and songs the
-- old site inserted into an empty multimedia table, a review with a rating
-- outside 1-5, a book without a title, two books with one slug, and an
-- upcoming book whose date carries a time. The files are in files/, one
-- folder per bucket. internal/hosted's tests and the Playwright import test
-- load it.

CREATE TABLE books (
    id          uuid PRIMARY KEY,
    title       text,
    author      text,
    description text,
    publishdate text,
    isbn        text,
    pages       integer,
    age_range   text,
    coverimage  text,
    amazon_link text,
    review_link text,
    slug        text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE book_genres (
    id      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    book_id uuid REFERENCES books (id) ON DELETE CASCADE,
    genre   text
);
CREATE TABLE materials (
    id          uuid PRIMARY KEY,
    book_id     uuid REFERENCES books (id) ON DELETE CASCADE,
    title       text,
    description text,
    type        text,
    fileurl     text,
    filesize    text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE multimedia (
    id          uuid PRIMARY KEY,
    book_id     uuid REFERENCES books (id) ON DELETE CASCADE,
    type        text,
    title       text,
    description text,
    url         text,
    thumbnail   text,
    lyrics      text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE testimonials (
    id                uuid PRIMARY KEY,
    book_id           uuid REFERENCES books (id) ON DELETE CASCADE,
    reviewer_name     text,
    rating            integer DEFAULT 5,
    title             text,
    content           text,
    date              date DEFAULT CURRENT_DATE,
    source            text,
    verified_purchase boolean DEFAULT false,
    created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE upcoming_books (
    id                    uuid PRIMARY KEY,
    title                 text,
    author                text,
    description           text,
    cover_image_url       text,
    expected_release_date text,
    preorder_url          text,
    created_at            timestamptz NOT NULL DEFAULT now(),
    updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE author_info (
    id               uuid PRIMARY KEY,
    name             text,
    title            text,
    photo_url        text,
    bio              text[],
    quote            text,
    creative_process text[],
    created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE kindness_kits (
    id                  uuid PRIMARY KEY,
    book_id             uuid REFERENCES books (id) ON DELETE CASCADE,
    active              boolean DEFAULT false,
    title               text,
    headline            text,
    subheadline         text,
    hero_image_url      text,
    mailerlite_group_id text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE kit_files (
    id         uuid PRIMARY KEY,
    kit_id     uuid REFERENCES kindness_kits (id) ON DELETE CASCADE,
    file_name  text,
    file_type  text DEFAULT 'pdf',
    file_url   text,
    sort_order integer,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE kit_subscribers (
    id         uuid PRIMARY KEY,
    kit_id     uuid REFERENCES kindness_kits (id) ON DELETE CASCADE,
    email      text,
    name       text,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE newsletter_subscribers (
    id         uuid PRIMARY KEY,
    email      text,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE contact_submissions (
    id         uuid PRIMARY KEY,
    name       text,
    email      text,
    subject    text,
    message    text,
    created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO books (id, title, author, description, publishdate, isbn, pages, age_range, coverimage, amazon_link, review_link, slug, created_at) VALUES
('a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'The Kindness Cloud', 'Lily Hart', 'Cumulus the little cloud learns that kindness makes the sun come out.', '2023-04-12', '9781735412070', 32, '3-6',
 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAA8CAIAAACb22+3AAAAaklEQVR4nOzVsQnFMAwEUPHRWJ74z5FZMkcWsIoUKuS8Kw/DA4O4XP87dlnbNuIq+rfvf0XfHjD4PDi777V6/72vBoPbkt33ao/B4PbYYzB4PmyPweD5sD0Gg+fD9hgMng/b4/PhJwAA///QBxWRRI3tcQAAAABJRU5ErkJggg==', 'https://www.amazon.com/dp/1735412070', '', 'the-kindness-cloud', '2023-04-12 09:00:00+00'),
('b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Benny''s Big Brave Day', 'Lily Hart', 'Benny the bear cub finds his courage on the first day of school.', '2024-02-01', '9781735412087', 28, '4-7',
 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/covers/1712345678-benny.png', '', '', 'bennys-big-brave-day', '2024-02-01 09:00:00+00'),
('c41f0e88-2a3b-4c5d-8e6f-708192a3b4c5', '', 'Lily Hart', 'A draft that was never given a title.', '', '', 0, '', '', '', '', 'untitled', '2024-03-01 09:00:00+00'),
('d9a0b1c2-3d4e-4f5a-9b6c-7d8e9f0a1b2c', 'The Kindness Cloud', 'Lily Hart', 'The big-print edition of the cloud story.', '2024-06-01', '9781735412094', 32, '3-6',
 '', '', '', 'the-kindness-cloud', '2024-06-01 09:00:00+00');

INSERT INTO book_genres (book_id, genre) VALUES
('a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Kindness'), ('a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Picture Book'), ('b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Courage'), ('d9a0b1c2-3d4e-4f5a-9b6c-7d8e9f0a1b2c', 'Kindness');

INSERT INTO materials (id, book_id, title, description, type, fileurl, filesize, created_at) VALUES
('e1000000-0000-4000-8000-000000000001', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Colouring pages', 'Six pages to colour in.', 'pdf', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/colouring-pages.pdf', '1 KB', '2023-04-12 09:01:00+00'),
('e1000000-0000-4000-8000-000000000002', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Kindness chart', 'A chart for kind deeds.', 'image', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB4AAAAeCAIAAAC0Ujn1AAAATElEQVR4nGKpvVPBgA3UYhVlYGjGIY6pngmHSiqAUaNHjcYPWChPv7jUD80AGTV6WBjNQnn6xaV+aAbIqNHDwujR8nrUaPwAEAAA//968QmTlO55GwAAAABJRU5ErkJggg==', '1 KB', '2023-04-12 09:02:00+00'),
('e1000000-0000-4000-8000-000000000003', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Brave words worksheet', 'Words for brave days.', 'pdf', '/downloads/brave-words.pdf', '0 KB', '2024-02-01 09:01:00+00'),
('e1000000-0000-4000-8000-000000000004', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Brave bear song', 'A song to sing along.', 'audio', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/missing-song.mp3', '2 MB', '2024-02-01 09:02:00+00'),
('e1000000-0000-4000-8000-000000000005', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Reading guide', 'Questions to talk about.', 'pdf', 'https://drive.example.org/guide.pdf', '', '2024-02-01 09:03:00+00');

-- The old site's sample set: two videos and two songs for every book, inserted
-- in one go when the table was empty.
INSERT INTO multimedia (id, book_id, type, title, description, url, thumbnail, lyrics, created_at) VALUES
('f1000000-0000-4000-8000-000000000001', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'video', 'Story Time Video', 'Watch the story come to life.', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg', NULL, '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000002', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'video', 'Learning Activities', 'Fun activities based on the book.', 'https://www.youtube.com/watch?v=9bZkp7q19f0', 'https://img.youtube.com/vi/9bZkp7q19f0/hqdefault.jpg', NULL, '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000003', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'audio', 'Theme Song', 'Sing along with the theme song.', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://images.unsplash.com/photo-1.jpg', 'La la la', '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000004', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'audio', 'Read-Along Audio', 'Listen to the story read aloud.', 'https://soundcloud.com/example/read-along', 'https://images.unsplash.com/photo-2.jpg', NULL, '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000005', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'video', 'Story Time Video', 'Watch the story come to life.', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg', NULL, '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000006', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'video', 'Learning Activities', 'Fun activities based on the book.', 'https://www.youtube.com/watch?v=9bZkp7q19f0', 'https://img.youtube.com/vi/9bZkp7q19f0/hqdefault.jpg', NULL, '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000007', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'audio', 'Theme Song', 'Sing along with the theme song.', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://images.unsplash.com/photo-1.jpg', 'La la la', '2023-05-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000008', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'audio', 'Read-Along Audio', 'Listen to the story read aloud.', 'https://soundcloud.com/example/read-along', 'https://images.unsplash.com/photo-2.jpg', NULL, '2023-05-01 10:00:00+00'),
-- What the owner added later.
('f1000000-0000-4000-8000-000000000009', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'audio', 'The Kindness Song', 'Our song about small kind deeds.', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/kindness-song.mp3', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/covers/kindness-song-thumb.png',
 'Be kind, be kind,
a little kindness every day', '2024-03-01 10:00:00+00'),
('f1000000-0000-4000-8000-000000000010', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'video', 'Lily reads The Kindness Cloud', 'The author reads the whole book.', 'https://www.youtube.com/watch?v=abcdefghijk', 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg', NULL, '2024-03-02 10:00:00+00');

INSERT INTO testimonials (id, book_id, reviewer_name, rating, title, content, date, source, verified_purchase, created_at) VALUES
('a1000000-0000-4000-8000-000000000001', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Sam Porter', 5, 'Bedtime favourite', 'My daughter asks for it every night.', '2023-06-01', 'Amazon', true, '2023-06-01 12:00:00+00'),
('a1000000-0000-4000-8000-000000000002', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', 'Jo Reyes', 7, '', 'Best book ever, ten stars!', '2023-07-01', '', false, '2023-07-01 12:00:00+00'),
('a1000000-0000-4000-8000-000000000003', 'b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f', 'Mr. Patel', 4, '', 'Great for the first week of school.', '2024-05-01', 'Teacher', false, '2024-05-01 12:00:00+00');

INSERT INTO upcoming_books (id, title, author, description, cover_image_url, expected_release_date, preorder_url, created_at, updated_at) VALUES
('b1000000-0000-4000-8000-000000000001', 'The Patience Garden', 'Lily Hart', 'Waiting for seeds to grow.', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/covers/1712345999-patience.png', '2026-09-01T00:00:00+00:00', 'https://example.com/preorder/patience', '2024-04-01 09:00:00+00', '2024-04-02 09:00:00+00'),
('b1000000-0000-4000-8000-000000000002', 'Sharing Sunflower', 'Lily Hart', 'A sunflower learns to share the sun.', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/covers/1712346111-sunflower.png', '2027-01-15', '', '2024-04-03 09:00:00+00', '2024-04-03 09:00:00+00');

INSERT INTO author_info (id, name, title, photo_url, bio, quote, creative_process, created_at) VALUES
('c1000000-0000-4000-8000-000000000001', 'Lily Hart', 'Author', '', ARRAY['An old biography.'], '', ARRAY[]::text[], '2023-01-01 09:00:00+00'),
('c1000000-0000-4000-8000-000000000002', 'Lily Hart', 'Author & Educator', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/covers/author-photo.jpg',
 ARRAY['Lily taught kindergarten for twelve years.', 'She writes picture books about feelings.'], 'Every child deserves a story that sees them.',
 ARRAY['Every book starts as a question a child asked.', 'Drafts are read aloud to real classrooms.'], '2024-01-01 09:00:00+00');

INSERT INTO kindness_kits (id, book_id, active, title, headline, subheadline, hero_image_url, mailerlite_group_id, created_at, updated_at) VALUES
('4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d', true, 'Kindness Cloud Kit', 'Free printables for kind classrooms', 'Bingo, cards and a certificate',
 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/kindness-kits/4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d/hero-image.jpg?t=1712345678', '', '2024-02-10 09:00:00+00', '2024-02-11 09:00:00+00');

-- Inserted out of order: the kit's order is sort_order's.
INSERT INTO kit_files (id, kit_id, file_name, file_type, file_url, sort_order, created_at) VALUES
('0c9e1f5a-1111-4a2b-8c3d-000000000003', '4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'Kindness certificate', 'pdf', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/kindness-kits/4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d/files/0c9e1f5a-1111-4a2b-8c3d-000000000003.pdf', 3, '2024-02-10 09:03:00+00'),
('0c9e1f5a-1111-4a2b-8c3d-000000000001', '4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'Kindness bingo', 'pdf', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/kindness-kits/4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d/files/0c9e1f5a-1111-4a2b-8c3d-000000000001.pdf', 1, '2024-02-10 09:01:00+00'),
('0c9e1f5a-1111-4a2b-8c3d-000000000002', '4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'Kind words cards', 'pdf', 'https://qxzfwlkrtbnm.supabase.co/storage/v1/object/public/materials/kindness-kits/4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d/files/0c9e1f5a-1111-4a2b-8c3d-000000000002.pdf', 2, '2024-02-10 09:02:00+00');

INSERT INTO kit_subscribers (id, kit_id, email, name, created_at) VALUES
('d1000000-0000-4000-8000-000000000001', '4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'ann.parent@example.com', 'Ann Parent', '2024-03-05 18:00:00+00'),
('d1000000-0000-4000-8000-000000000002', '4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d', 'teacher.bo@example.org', NULL, '2024-03-06 08:30:00+00');

INSERT INTO newsletter_subscribers (id, email, created_at) VALUES
('d2000000-0000-4000-8000-000000000001', 'Parent.One@Example.com', '2023-09-01 07:00:00+00'),
('d2000000-0000-4000-8000-000000000002', 'parent.two@example.com', '2023-10-01 07:00:00+00'),
('d2000000-0000-4000-8000-000000000003', 'parent.one@example.com', '2023-11-01 07:00:00+00');

INSERT INTO contact_submissions (id, name, email, subject, message, created_at) VALUES
('d3000000-0000-4000-8000-000000000001', 'Ms. Green', 'green@school.example.org', 'School visit', 'Could Lily visit our school in May?', '2024-04-10 14:00:00+00');
