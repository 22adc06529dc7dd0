// What the People screen reads (internal/server/people.go).

// One admin account. Every account can do everything (one role).
export type Person = {
  id: string;
  email: string;
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
