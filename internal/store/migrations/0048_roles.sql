-- Issue #45: an account is an owner or an editor. The spec's one role is the
-- owner's, so the accounts there are, and the invitations sent before roles,
-- stay owners; a new invitation names its role.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
ALTER TABLE invitations ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
