-- Work that runs now and then on one instance at a time (the clean-up of
-- abandoned uploads, scheduled backups): an instance claims a run by moving
-- next_run_at forward, so the others skip it until then.
CREATE TABLE schedules (
    name          TEXT PRIMARY KEY,
    next_run_at   TIMESTAMP NOT NULL,
    claimed_until TIMESTAMP
);
