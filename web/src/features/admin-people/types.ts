import type { Role } from '@/lib/auth/use-me';

// What the People screen reads (internal/server/people.go).

// One admin account: an owner can do everything; an editor manages the content.
export type Person = {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  // The latest sign-in on record, or null (none yet, or too long ago to be kept).
  lastSignInAt: string | null;
  // The account of the person looking.
  you: boolean;
};

// An invitation still waiting for its link to be used.
export type Invitation = {
  id: string;
  email: string;
  // The role the account gets once the invitation is used.
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

// GET /api/admin/people.
export type People = {
  people: Person[];
  invitations: Invitation[];
  // Whether invitations can be mailed; without it, the screen hands out the link instead.
  mailConfigured: boolean;
};

// POST /api/admin/people: what happened in words; the link only when no mail could carry it.
export type InviteResult = {
  message: string;
  invitation: Invitation;
  mailed: boolean;
  link?: string;
};

// PUT /api/admin/people/{id}/role: what happened in words, and the person as she is now.
export type RoleChangeResult = {
  message: string;
  person: Person;
};
