// What the Account screen reads (internal/server/account*.go).

// A change of address waiting for the link mailed to the new address.
export type PendingEmail = { email: string; expiresAt: string };

// GET /api/admin/account.
export type Account = {
  email: string;
  // Whether the site can send mail: a change of address is confirmed by a mailed link.
  mailConfigured: boolean;
  pendingEmail: PendingEmail | null;
};

// One device the owner is signed in on (GET /api/admin/sessions).
export type SignIn = {
  id: string;
  // '' when the browser's own description does not say.
  browser: string;
  system: string;
  // The address (or IPv6 /64) it was last seen from.
  network: string;
  signedInAt: string;
  lastSeenAt: string;
  // The device showing this screen.
  current: boolean;
};

// One of her passkeys (GET /api/admin/account/passkeys).
export type Passkey = {
  id: string;
  // The name she gave it: "Phone", "Laptop".
  name: string;
  createdAt: string;
  // null until it first signs her in.
  lastUsedAt: string | null;
};
