import { z } from 'zod';

// The checks the admin forms share, with the server's own messages
// (internal/storyshelf), so a form says what the server would.

// eslint-disable-next-line storyshelf/translated-text -- only the admin's forms check links, and the admin stays in English
export const MSG_INVALID_LINK = 'Please enter a full web address, starting with https://';

// An absolute http(s) address, as the server's IsWebURL accepts.
export function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// Text that must hold more than spaces. The value itself is left as typed: the form trims it
// when it sends it.
export const requiredText = (message: string) => z.string().refine((value) => value.trim() !== '', message);

// An optional link: empty, or a full web address.
export const optionalWebUrl = () =>
  z.string().refine((value) => value.trim() === '' || isWebUrl(value.trim()), MSG_INVALID_LINK);

// A stored date as <input type="date"> needs it (imported dates may carry a time).
export function dateOnly(value: string) {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
}

// Field name ('downloadMaterials.0.title') → its first message, as the form shows them.
export function formErrors<T>(schema: z.ZodType<T>, values: T): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  return errors;
}
