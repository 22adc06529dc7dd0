-- Retention: raw analytics events older than EVENT_RETENTION_DAYS are rolled
-- up into daily totals. event_days holds one row per day and what was
-- counted (page, book, kit, file, form and outcome); visitor_days the day's
-- unique visitors, which cannot be summed from the other rows.
CREATE TABLE event_days (
    day     TEXT NOT NULL,
    name    TEXT NOT NULL,
    path    TEXT NOT NULL DEFAULT '',
    ref_id  TEXT NOT NULL DEFAULT '',
    label   TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL DEFAULT '', -- Form Submit: ok or failed
    total   BIGINT NOT NULL,
    PRIMARY KEY (day, name, path, ref_id, label, outcome)
);
CREATE INDEX event_days_name ON event_days (name, day);

CREATE TABLE visitor_days (
    day      TEXT PRIMARY KEY,
    visitors BIGINT NOT NULL
);
