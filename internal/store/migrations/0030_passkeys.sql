-- Passkeys (issue #29): the owner's WebAuthn credentials, each with the name
-- she gave it ("Phone", "Laptop"), and what go-webauthn needs to check the
-- next sign-in with it. Binary values are kept base64url-encoded, so one
-- file serves both databases. Only public keys: archived with the users.
CREATE TABLE passkeys (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name             TEXT NOT NULL,
    credential_id    TEXT NOT NULL UNIQUE,
    public_key       TEXT NOT NULL,
    sign_count       BIGINT NOT NULL DEFAULT 0,
    flags            INTEGER NOT NULL DEFAULT 0,
    transports       TEXT NOT NULL DEFAULT '',
    aaguid           TEXT NOT NULL DEFAULT '',
    attestation_type TEXT NOT NULL DEFAULT '',
    attestation      TEXT NOT NULL DEFAULT '{}',
    created_at       TIMESTAMP NOT NULL,
    last_used_at     TIMESTAMP
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A ceremony under way (adding a passkey, or signing in with one): the
-- library's session data, found by the hash of the ticket the browser got
-- with the options. Used once (the row goes when it is used), within a few
-- minutes; the prune removes the rest. Never archived.
CREATE TABLE passkey_challenges (
    id         TEXT PRIMARY KEY,
    user_id    TEXT REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL,
    session    TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);
