-- Indexes for the scheduled prunes (internal/store/prune.go), so each run
-- reads only the rows it removes rather than the whole table. The outbox's
-- is partial: mails whose body is already gone drop out of it, and those
-- rows are kept for good.
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
CREATE INDEX download_grants_expires_at ON download_grants (expires_at);
CREATE INDEX outbox_bodies_kept ON outbox (created_at) WHERE text_body <> '' OR html_body <> '';
