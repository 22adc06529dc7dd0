-- Reaching the owner and the readers: newsletter subscribers with their
-- consent, contact messages, the mail outbox, retryable jobs (email-list
-- sync) and first-party analytics events.

CREATE TABLE newsletter_subscribers (
    id                TEXT PRIMARY KEY,
    email             TEXT NOT NULL UNIQUE, -- stored lowercased
    status            TEXT NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
    source            TEXT NOT NULL DEFAULT 'newsletter', -- newsletter or kit
    consent_at        TIMESTAMP NOT NULL,
    consent_page      TEXT NOT NULL DEFAULT '',
    consent_text      TEXT NOT NULL DEFAULT '',
    unsubscribe_token TEXT NOT NULL UNIQUE,
    created_at        TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    unsubscribed_at   TIMESTAMP
);

CREATE TABLE contact_messages (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);

-- A message is stored in the same transaction as what caused it, then sent by
-- a background worker. claimed_until is a lease: a crashed instance's claim
-- expires and another instance picks the message up.
CREATE TABLE outbox (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,
    to_addr         TEXT NOT NULL,
    reply_to        TEXT NOT NULL DEFAULT '',
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT NOT NULL DEFAULT '',
    headers         TEXT NOT NULL DEFAULT '{}', -- JSON object of extra headers
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'logged')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    next_attempt_at TIMESTAMP NOT NULL,
    claimed_until   TIMESTAMP,
    created_at      TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    sent_at         TIMESTAMP
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE jobs (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,
    payload         TEXT NOT NULL DEFAULT '{}',
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    next_attempt_at TIMESTAMP NOT NULL,
    claimed_until   TIMESTAMP,
    created_at      TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    done_at         TIMESTAMP
);
CREATE INDEX jobs_due ON jobs (status, next_attempt_at);

-- Cookie-less analytics: no cookie, no IP address. visitor is a hash of the
-- day's salt with the visitor's address and browser, so it counts unique
-- visitors within a day and cannot be linked across days.
CREATE TABLE events (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL, -- pageview, Book View, KindnessKit Download, Form Submit
    path       TEXT NOT NULL DEFAULT '',
    day        TEXT NOT NULL, -- YYYY-MM-DD (UTC)
    visitor    TEXT NOT NULL,
    ref_id     TEXT NOT NULL DEFAULT '', -- book_id or kit_id
    label      TEXT NOT NULL DEFAULT '', -- book title, kit name or form name
    success    BOOLEAN,
    referrer   TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX events_day ON events (day, name);

CREATE TABLE analytics_salts (
    day  TEXT PRIMARY KEY,
    salt TEXT NOT NULL
);
