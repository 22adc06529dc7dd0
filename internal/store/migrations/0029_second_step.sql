-- A second step at sign-in (issue #29): authenticator codes (TOTP, RFC 6238)
-- with one-time recovery codes, the ticket that carries a password sign-in to
-- its second step, and the site's choice to require one of every account.
--
-- One row per account that has codes, or is setting them up (confirmed_at
-- NULL until the first code from the app is typed). The secret is sealed with
-- the site's key (auth.SecretBox), like the mail server's password; last_step
-- is the newest 30-second step a code was accepted for, so no code works
-- twice. Not archived: a restored site asks for codes again.
CREATE TABLE second_step_codes (
    user_id      TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret       TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    confirmed_at TIMESTAMP,
    last_step    BIGINT NOT NULL DEFAULT 0
);

-- Ten recovery codes per account, shown once; only their hashes are kept,
-- and each works once (used_at). Not archived.
CREATE TABLE recovery_codes (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);

-- A right password for an account with a second step: the ticket (its hash)
-- the second step is finished with, single use, for a few minutes, with a
-- few wrong codes at most. Pruned a day after it expired; never archived.
CREATE TABLE sign_in_tickets (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ticket_hash TEXT NOT NULL UNIQUE,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    misses      INTEGER NOT NULL DEFAULT 0,
    used_at     TIMESTAMP
);
CREATE INDEX sign_in_tickets_expires ON sign_in_tickets (expires_at);

-- Whether every account must have a second step (one row, id 1; none: no).
-- Not secret: archives carry it, so a restored site still requires one.
CREATE TABLE sign_in_settings (
    id                  INTEGER PRIMARY KEY,
    require_second_step BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at          TIMESTAMP NOT NULL
);
