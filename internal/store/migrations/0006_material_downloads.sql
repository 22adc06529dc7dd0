-- Material Download events: ref_id holds the material's file address and
-- label its book's id (see storyshelf.EventMaterialDownload). The owner's
-- materials overview counts them all-time per address and book; this index
-- answers that count without reading the page views.
CREATE INDEX events_name_ref ON events (name, ref_id, label);
