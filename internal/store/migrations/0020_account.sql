-- The owner's Account screen (issue #27). A session family's newest row
-- carries when the sign-in began, when and from which network it was last
-- seen (updated at most every few minutes), so she can tell her devices
-- apart; each refresh copies them forward. Sessions are never archived.
ALTER TABLE sessions ADD COLUMN signed_in_at TIMESTAMP;
ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMP;
ALTER TABLE sessions ADD COLUMN network TEXT NOT NULL DEFAULT '';

-- A change of the account's email address, waiting for the link mailed to
-- the new address: only the token's hash is kept, like password resets. Not
-- archived (people ask again).
CREATE TABLE email_changes (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    new_email  TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX email_changes_user ON email_changes (user_id);
CREATE INDEX email_changes_expires ON email_changes (expires_at);
