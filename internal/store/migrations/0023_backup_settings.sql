-- Scheduled backups as the owner sets them in Settings → Backups (issue #27):
-- one row, id 1. A site without the row has backups off, so an archive from
-- before this table imports with them off. The server's own settings
-- (BACKUP_EVERY, BACKUP_KEEP) win over these. Not secret: archives carry it.
CREATE TABLE backup_settings (
    id          INTEGER PRIMARY KEY,
    enabled     BOOLEAN NOT NULL DEFAULT FALSE,
    every_hours INTEGER NOT NULL DEFAULT 24,
    keep        INTEGER NOT NULL DEFAULT 7,
    updated_at  TIMESTAMP NOT NULL
);
