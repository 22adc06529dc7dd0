-- Consent that a stranger cannot fake. A kit sign-up keeps its own consent
-- record (what was agreed, where and when) and when its links were last
-- mailed: repeat sign-ups for one address and kit within a day send no second
-- mail.
ALTER TABLE kit_subscribers ADD COLUMN consent_text TEXT NOT NULL DEFAULT '';
ALTER TABLE kit_subscribers ADD COLUMN consent_page TEXT NOT NULL DEFAULT '';
ALTER TABLE kit_subscribers ADD COLUMN consent_at TIMESTAMP;
ALTER TABLE kit_subscribers ADD COLUMN mailed_at TIMESTAMP;

-- An address that unsubscribed is subscribed again only when its owner
-- confirms from a mail; that mail goes at most once a day.
ALTER TABLE newsletter_subscribers ADD COLUMN rejoin_mailed_at TIMESTAMP;
