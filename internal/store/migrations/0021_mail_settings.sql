-- How the site sends mail, as the owner sets it in Settings → Email (issue
-- #27): one row, id 1. The password is sealed with a key kept outside the
-- database (auth.SecretBox) and left out of archives (exportTable). The
-- server's own settings (SMTP_URL, MAIL_FROM, OWNER_EMAIL) win over these.
CREATE TABLE mail_settings (
    id           INTEGER PRIMARY KEY,
    host         TEXT NOT NULL DEFAULT '',
    port         INTEGER NOT NULL DEFAULT 0,
    security     TEXT NOT NULL DEFAULT 'starttls',
    username     TEXT NOT NULL DEFAULT '',
    password     TEXT NOT NULL DEFAULT '',
    from_address TEXT NOT NULL DEFAULT '',
    contact_to   TEXT NOT NULL DEFAULT '',
    updated_at   TIMESTAMP NOT NULL
);

-- The mail that carried a kit sign-up's links (an outbox id), so the owner
-- sees whether it really went out rather than when it was queued.
ALTER TABLE kit_subscribers ADD COLUMN mail_id TEXT NOT NULL DEFAULT '';
