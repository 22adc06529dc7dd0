-- Proof-of-work challenges already answered, kept until they expire, so that
-- each solution is accepted once across every instance.
CREATE TABLE used_challenges (
    challenge  TEXT PRIMARY KEY,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX used_challenges_expires ON used_challenges (expires_at);

-- Accepted submissions of each public form in ten-minute windows, across all
-- addresses: the site-wide budgets that raise the challenge's cost in a flood.
CREATE TABLE form_counts (
    form         TEXT NOT NULL,
    window_start TIMESTAMP NOT NULL,
    hits         BIGINT NOT NULL,
    PRIMARY KEY (form, window_start)
);
