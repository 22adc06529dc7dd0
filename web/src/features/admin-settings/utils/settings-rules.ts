import { z } from 'zod';

import { isEmailAddress } from '@/lib/email-address';

import { MSG_EMAIL_INVALID, tooLong } from './settings-messages';

// The checks the settings forms share, as the server makes them: every text is trimmed first,
// and its length is counted in characters, not UTF-16 units.

const length = (value: string) => [...value.trim()].length;

// Text that may be empty, up to max characters.
export const text = (max: number) => z.string().refine((value) => length(value) <= max, tooLong(max));

// Text that must hold more than spaces, up to max characters.
export const requiredText = (max: number, message: string) =>
  z
    .string()
    .refine((value) => value.trim() !== '', message)
    .refine((value) => length(value) <= max, tooLong(max));

// An address the mailer can send to: one bare address, no display name, nothing a mail header
// would read as a separator or a comment.
export function isMailable(email: string) {
  return (
    isEmailAddress(email) &&
    !/[,;<>"()[\]\\]/.test(email) &&
    // Control characters.
    ![...email].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}

// An email address that may be left empty.
export const optionalEmail = () =>
  z
    .string()
    .refine((value) => length(value) <= 254, tooLong(254))
    .refine((value) => value.trim() === '' || isMailable(value.trim()), MSG_EMAIL_INVALID);

// A full https:// address with a host, and nothing a browser would read as something else
// (spaces, quotes, angle brackets, backslashes, a user name).
export function isHttpsUrl(value: string) {
  const trimmed = value.trim();
  if (!/^https:\/\//i.test(trimmed) || /[\s"'<>\\]/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
