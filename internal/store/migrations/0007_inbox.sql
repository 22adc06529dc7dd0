-- The owner's inbox: when a message was read, and which outbox mail told the
-- owner about it (none when OWNER_EMAIL was not set), so the inbox can say
-- whether the owner was mailed.
ALTER TABLE contact_messages ADD COLUMN read_at TIMESTAMP;
ALTER TABLE contact_messages ADD COLUMN notify_mail_id TEXT NOT NULL DEFAULT '';
