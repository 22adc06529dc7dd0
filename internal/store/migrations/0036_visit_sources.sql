-- Statistics that show what sells books (issue 31). Every event keeps where
-- an entry page view came from (source: newsletter, search, social, other or
-- direct; referrer already holds the other site's domain), its campaign tags,
-- the kind of device and the page's language. Never an address, a full
-- referring address or more of the browser than its class.
ALTER TABLE events ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN device TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN lang TEXT NOT NULL DEFAULT '';

-- The roll-up keeps those in daily totals of their own, one dimension at a
-- time (the reports never cross two), so a day adds a few dozen rows rather
-- than one per combination: dimension is referrer, source, campaign
-- ("source|medium|campaign"), device or lang.
CREATE TABLE event_dimension_days (
    day       TEXT NOT NULL,
    name      TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    total     BIGINT NOT NULL,
    PRIMARY KEY (day, name, dimension, value)
);
CREATE INDEX event_dimension_days_name ON event_dimension_days (name, dimension, day);
-- A year's report reads every daily total of an event: this index holds all
-- it reads, so it never looks up the table's rows.
CREATE INDEX event_days_report ON event_days (name, day, path, ref_id, label, outcome, total);
