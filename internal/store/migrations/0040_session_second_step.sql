-- A sign-in remembers when it passed a second step (issue #42): a code or a
-- passkey at sign-in, or setting one up in the session. While an account has
-- a second step, only such a sign-in changes her account or the site's
-- second-step rule, and turning the rule on ends every sign-in without one.
-- Each refresh copies it forward. Sign-ins from before it was kept count as
-- not passed.
ALTER TABLE sessions ADD COLUMN second_step_at TIMESTAMP;
