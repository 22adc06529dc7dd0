-- Mail to an address that never confirmed it wants mail from the site (a
-- sign-up's confirmation, a kit's links to a pending address): the sender
-- sends at most storyshelf.UnconfirmedMailPerHour of these an hour, site-wide,
-- so a flood of made-up sign-ups cannot turn the site into a mailer of
-- strangers. The index finds the hour's sent ones.
ALTER TABLE outbox ADD COLUMN unconfirmed BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX outbox_unconfirmed_sent ON outbox (sent_at) WHERE unconfirmed;
