import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

import type { ContactValues } from '../utils/validate-contact';

export type ContactReply = { message?: string };

// POST /api/contact, URL-encoded as the spec's form sends it. "website" is the honeypot:
// people never see or fill it, so it is normally empty. "altcha" is the proof-of-work
// solution (lib/proof-of-work.ts).
export function sendContactMessage(values: ContactValues, altcha: string): Promise<ContactReply | undefined> {
  const body = new URLSearchParams({
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    website: values.website,
    altcha,
  });
  return api.post<ContactReply | undefined>(apiPaths.contact, body);
}

// solution answers the proof-of-work payload for each send.
export function useSendContactMessage(solution: () => Promise<string>) {
  return useMutation({ mutationFn: async (values: ContactValues) => sendContactMessage(values, await solution()) });
}
