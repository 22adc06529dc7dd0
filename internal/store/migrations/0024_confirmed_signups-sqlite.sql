-- Confirmed sign-ups (issue #28): a sign-up waits as status 'pending' until
-- the address's owner confirms from the mailed link; confirmed_at records
-- when. Rows from before (and older archives) have none: they were
-- subscribed without this step. The list's statuses are the domain's
-- (storyshelf.Subscriber…), so the column no longer fixes them. SQLite
-- cannot drop a check, so the table is rebuilt without it, every row copied
-- as it is.
CREATE TABLE newsletter_subscribers_rebuilt (
    id                TEXT PRIMARY KEY,
    email             TEXT NOT NULL UNIQUE, -- stored lowercased
    status            TEXT NOT NULL DEFAULT 'subscribed',
    source            TEXT NOT NULL DEFAULT 'newsletter',
    consent_at        TIMESTAMP NOT NULL,
    consent_page      TEXT NOT NULL DEFAULT '',
    consent_text      TEXT NOT NULL DEFAULT '',
    unsubscribe_token TEXT NOT NULL UNIQUE,
    created_at        TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    unsubscribed_at   TIMESTAMP,
    rejoin_mailed_at  TIMESTAMP,
    lang              TEXT NOT NULL DEFAULT 'en'
);
INSERT INTO newsletter_subscribers_rebuilt (id, email, status, source, consent_at, consent_page, consent_text,
    unsubscribe_token, created_at, unsubscribed_at, rejoin_mailed_at, lang)
    SELECT id, email, status, source, consent_at, consent_page, consent_text,
    unsubscribe_token, created_at, unsubscribed_at, rejoin_mailed_at, lang FROM newsletter_subscribers;
DROP TABLE newsletter_subscribers;
ALTER TABLE newsletter_subscribers_rebuilt RENAME TO newsletter_subscribers;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TIMESTAMP;
CREATE INDEX newsletter_subscribers_status_created ON newsletter_subscribers (status, created_at);
