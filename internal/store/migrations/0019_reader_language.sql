-- Readers in their language: the language of the page a newsletter sign-up,
-- a kit sign-up or a contact message came from ('en' or 'es'), so the mails
-- and pages a reader gets later speak it and the owner sees it. Rows from
-- before, and archives and imports that do not say, are English.
ALTER TABLE newsletter_subscribers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE kit_subscribers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE contact_messages ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
