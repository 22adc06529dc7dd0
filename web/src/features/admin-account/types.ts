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

// GET /api/admin/account/codes: her sign-in codes, and the site's rule.
export type CodesState = {
  on: boolean;
  recoveryCodesLeft: number;
  // The site requires a second step of every account.
  required: boolean;
  // Her account has one (codes or a passkey), so she may require one of every account.
  secondStep: boolean;
};

// POST /api/admin/account/codes: a new key waiting for its first code.
export type CodesKey = {
  // The key as text, to type into the app.
  secret: string;
  // otpauth://, which a phone can open.
  url: string;
  // The key as a QR code (a PNG data URL).
  qrCode: string;
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
