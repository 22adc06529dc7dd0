-- The people behind the addresses. A job says whose address it is about
-- (an email-list sync or erasure), so the owner sees each subscriber's sync
-- state and a person can be forgotten everywhere; a kit link counts its
-- downloads; and every table holding an address can be searched by it.
ALTER TABLE jobs ADD COLUMN ref TEXT NOT NULL DEFAULT '';
CREATE INDEX jobs_ref ON jobs (ref, created_at);
ALTER TABLE download_grants ADD COLUMN downloads INTEGER NOT NULL DEFAULT 0;
CREATE INDEX download_grants_email ON download_grants (email);
CREATE INDEX kit_subscribers_email ON kit_subscribers (email);
CREATE INDEX contact_messages_email ON contact_messages (email);
CREATE INDEX outbox_to_addr ON outbox (to_addr);
