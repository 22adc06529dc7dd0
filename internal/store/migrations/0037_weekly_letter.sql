-- The owner's weekly letter (issue 31 part 6): whether she wants it, the
-- time zone her week and its Monday morning are in, and the language it is
-- written in. One row, like the backup settings.
CREATE TABLE weekly_letter_settings (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    enabled    BOOLEAN NOT NULL DEFAULT FALSE,
    time_zone  TEXT NOT NULL DEFAULT 'UTC',
    lang       TEXT NOT NULL DEFAULT 'en',
    updated_at TIMESTAMP
);

-- Each week whose letter went into the outbox, by its Monday (YYYY-MM-DD in
-- her time zone). The row is written in the same transaction as the letter,
-- so two instances, a restart or a re-run can never queue a week twice.
CREATE TABLE weekly_letters (
    week_start TEXT PRIMARY KEY,
    recipients INTEGER NOT NULL,
    queued_at  TIMESTAMP NOT NULL
);
