-- The site's identity as the owner sets it (DESIGN.md difference 11): one row
-- per field of a section. A field without a row holds its default, so
-- resetting a section deletes its rows. Texts are stored as they are (a logo's
-- address can be found by the file clean-up); lists as JSON.
CREATE TABLE site_settings (
    section    TEXT NOT NULL,
    name       TEXT NOT NULL,
    value      TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (section, name)
);

-- The sender's name each mail was written with (site settings); the address
-- is the server's MAIL_FROM.
ALTER TABLE outbox ADD COLUMN from_name TEXT NOT NULL DEFAULT '';
