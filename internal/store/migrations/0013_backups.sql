-- Scheduled backups, so the dashboard shows the owner the last one, and a
-- failure, rather than only the log.
CREATE TABLE backups (
    id          TEXT PRIMARY KEY,
    started_at  TIMESTAMP NOT NULL,
    finished_at TIMESTAMP NOT NULL,
    file        TEXT NOT NULL DEFAULT '',
    size        BIGINT NOT NULL DEFAULT 0,
    ok          BOOLEAN NOT NULL,
    error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX backups_started ON backups (started_at);
