import { ApiError } from './api-client';

// The codes whose message is not for the owner: a failure inside the server ('internal'), an
// answer that was not the server's error shape ('unknown'), and a lost upload ('network').
const NOT_FOR_THE_OWNER = ['internal', 'unknown', 'network'];

// What to tell the owner when something failed: the server's own message when it has one for
// them (a refused form, a missing record, too many tries), else the screen's fixed message
// (spec §8: "the server message, or 'Failed to …'").
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !NOT_FOR_THE_OWNER.includes(error.code)) return error.message;
  return fallback;
}
