-- Old addresses on the site's own host that moved, answered with a permanent
-- redirect: a site moved in from the hosted system keeps the /downloads/
-- paths its materials had, and every link to them keeps working.
CREATE TABLE redirects (
    from_path  TEXT PRIMARY KEY,
    to_path    TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
