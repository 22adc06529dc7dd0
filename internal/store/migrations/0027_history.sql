-- History (issue #29): who changed what through the admin, and every
-- sign-in and failed sign-in. The actor's address is copied in, since
-- accounts may be removed later; a failed sign-in has no actor id and keeps
-- the address tried. fields is a JSON list of the changed fields, with old
-- and new values when short, never a password, secret or token. Records
-- older than the retention (a year) are pruned; archives carry them.
CREATE TABLE history (
    id          TEXT PRIMARY KEY,
    created_at  TIMESTAMP NOT NULL,
    actor_id    TEXT NOT NULL DEFAULT '',
    actor_email TEXT NOT NULL DEFAULT '',
    kind        TEXT NOT NULL,
    action      TEXT NOT NULL,
    item_id     TEXT NOT NULL DEFAULT '',
    item_name   TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX history_created ON history (created_at);
CREATE INDEX history_actor ON history (actor_email, created_at);
CREATE INDEX history_kind ON history (kind, created_at);
