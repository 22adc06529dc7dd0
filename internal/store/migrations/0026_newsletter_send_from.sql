-- Where newsletters are sent from (issue #28 part 6): "site", or
-- "mailerlite" when the owner sends them through MailerLite, and this site
-- then refuses to send one, so nobody gets an issue from both.
ALTER TABLE newsletter_settings ADD COLUMN send_from TEXT NOT NULL DEFAULT 'site';
