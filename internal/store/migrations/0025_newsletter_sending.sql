-- Newsletter sending (issue #28). Subscribers may now have the status
-- 'bounced' (a mail server refused the address for good): the column no
-- longer fixes its values since 0024.

-- How newsletters are sent (issue #28): one row, id 1; a site without it
-- sends at storyshelf.DefaultNewsletterPerMinute. next_slot_at paces every
-- instance together: each copy claimed takes the next free slot.
CREATE TABLE newsletter_settings (
    id           INTEGER PRIMARY KEY,
    per_minute   INTEGER NOT NULL,
    next_slot_at TIMESTAMP,
    updated_at   TIMESTAMP NOT NULL
);

-- A newsletter the owner writes and sends. html_body is sanitized when saved.
CREATE TABLE newsletter_issues (
    id            TEXT PRIMARY KEY,
    subject       TEXT NOT NULL DEFAULT '',
    preview_text  TEXT NOT NULL DEFAULT '',
    html_body     TEXT NOT NULL DEFAULT '',
    text_body     TEXT NOT NULL DEFAULT '',
    status        TEXT NOT NULL DEFAULT 'draft'
                  CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
    audience      TEXT NOT NULL DEFAULT 'all',
    audience_kit  TEXT NOT NULL DEFAULT '',
    send_at       TIMESTAMP,
    in_archive    BOOLEAN NOT NULL DEFAULT FALSE,
    started_at    TIMESTAMP,
    finished_at   TIMESTAMP,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX newsletter_issues_due ON newsletter_issues (status, send_at);

-- One copy of an issue for one subscriber, made when the issue starts (the
-- audience's snapshot). The primary key is why nobody gets an issue twice.
CREATE TABLE newsletter_deliveries (
    issue_id        TEXT NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
    subscriber_id   TEXT NOT NULL,
    email           TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'waiting'
                    CHECK (status IN ('waiting', 'sending', 'handed_over', 'sent', 'failed', 'skipped')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    next_attempt_at TIMESTAMP NOT NULL,
    claimed_by      TEXT NOT NULL DEFAULT '',
    claimed_until   TIMESTAMP,
    sent_at         TIMESTAMP,
    PRIMARY KEY (issue_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_due ON newsletter_deliveries (status, next_attempt_at);
CREATE INDEX newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id);
CREATE INDEX newsletter_deliveries_email ON newsletter_deliveries (email);
