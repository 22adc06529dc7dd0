-- A team of equals (issue #29): an admin invites someone by email; the
-- link works once, within 48 hours, and they set their own password. Only
-- the token's hash is kept, like password resets. Not archived: a restored
-- site's people invite again.
CREATE TABLE invitations (
    id           TEXT PRIMARY KEY,
    email        TEXT NOT NULL,                -- stored lowercased
    token_hash   TEXT NOT NULL UNIQUE,
    invited_by   TEXT NOT NULL DEFAULT '',     -- the inviter's address at the time
    created_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at   TIMESTAMP NOT NULL,
    used_at      TIMESTAMP,
    cancelled_at TIMESTAMP
);
CREATE INDEX invitations_email ON invitations (email);
CREATE INDEX invitations_expires ON invitations (expires_at);

-- The link in a new-device mail that signs that device out: its hash, and
-- the sign-in (session family) it ends. It works while that sign-in is on.
-- Not archived (sessions are not).
CREATE TABLE device_sign_outs (
    token_hash TEXT PRIMARY KEY,
    family_id  TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX device_sign_outs_family ON device_sign_outs (family_id);
