-- The owner's door: admin accounts, refresh-token sessions, password resets,
-- the one-time setup link, database-backed rate limits (shared by every
-- instance) and server secrets such as the access-token signing key.

CREATE TABLE users (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL UNIQUE, -- stored lowercased
    password_hash       TEXT NOT NULL,        -- argon2id
    created_at          TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    password_changed_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- One row per refresh token. A sign-in starts a family; each refresh spends
-- its token (rotated_at) and adds the successor to the family. Presenting a
-- spent token again, after a short grace, revokes the whole family.
CREATE TABLE sessions (
    id         TEXT PRIMARY KEY,
    family_id  TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    user_agent TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at TIMESTAMP NOT NULL,
    rotated_at TIMESTAMP,
    revoked_at TIMESTAMP
);
CREATE INDEX sessions_family ON sessions (family_id);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);

CREATE TABLE setup_tokens (
    token_hash TEXT PRIMARY KEY,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);

CREATE TABLE rate_limits (
    key          TEXT PRIMARY KEY,
    window_start TIMESTAMP NOT NULL,
    hits         INTEGER NOT NULL
);

CREATE TABLE secrets (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
