-- Confirmed sign-ups (issue #28): a sign-up waits as status 'pending' until
-- the address's owner confirms from the mailed link; confirmed_at records
-- when. Rows from before (and older archives) have none: they were
-- subscribed without this step. The list's statuses are the domain's
-- (storyshelf.Subscriber…), so the column no longer fixes them: dropping the
-- check changes no row.
ALTER TABLE newsletter_subscribers DROP CONSTRAINT IF EXISTS newsletter_subscribers_status_check;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TIMESTAMP;
CREATE INDEX newsletter_subscribers_status_created ON newsletter_subscribers (status, created_at);
