-- Kit downloads: a sign-up grants its address signed links to the kit's
-- private files for 24 hours. Only a hash of the link's token is kept.

CREATE TABLE download_grants (
    id         TEXT PRIMARY KEY,
    kit_id     TEXT NOT NULL REFERENCES kindness_kits (id) ON DELETE CASCADE,
    email      TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX download_grants_kit_id ON download_grants (kit_id);
CREATE INDEX kit_subscribers_kit_email ON kit_subscribers (kit_id, email);
