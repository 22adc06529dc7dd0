-- Monthly totals (issue 31: a year's report under 200 ms). Once every day of a
-- month is summed into daily totals, the month's are summed again into one
-- row per month and what was counted, so a year's report reads twelve rows
-- where it read 365. A month row's day is the month's first day.
-- summary_months holds each summed month (its row claims it, so one instance
-- sums it) with its last day; reports read the monthly totals of the whole
-- summed months inside a period and the daily totals of the days around them.
CREATE TABLE summary_months (
    day      TEXT PRIMARY KEY,
    last_day TEXT NOT NULL
);

CREATE TABLE event_months (
    day     TEXT NOT NULL,
    name    TEXT NOT NULL,
    path    TEXT NOT NULL DEFAULT '',
    ref_id  TEXT NOT NULL DEFAULT '',
    label   TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL DEFAULT '',
    total   BIGINT NOT NULL,
    PRIMARY KEY (day, name, path, ref_id, label, outcome)
);
CREATE INDEX event_months_report ON event_months (name, day, path, ref_id, label, outcome, total);

CREATE TABLE event_dimension_months (
    day       TEXT NOT NULL,
    name      TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    total     BIGINT NOT NULL,
    PRIMARY KEY (day, name, dimension, value)
);
CREATE INDEX event_dimension_months_report ON event_dimension_months (name, dimension, day, value, total);
