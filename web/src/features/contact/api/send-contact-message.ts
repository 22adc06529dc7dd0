import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

import type { ContactValues } from '../utils/validate-contact';

export type ContactReply = { message?: string };

// POST /api/contact, URL-encoded as the spec's form sends it. "website" is the honeypot:
// people never see or fill it, so it is normally empty.
export function sendContactMessage(values: ContactValues): Promise<ContactReply | undefined> {
  const body = new URLSearchParams({
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    website: values.website,
  });
  return api.post<ContactReply | undefined>(apiPaths.contact, body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
