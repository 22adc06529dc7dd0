import { z } from 'zod';

import type { SocialKind, SocialLink } from '@/lib/site';

import { SOCIAL_KINDS } from '../types';

import { MAX_LINKS, MSG_LINK_KIND, MSG_LINK_URL, MSG_TOO_MANY_LINKS, tooLong } from './settings-messages';
import { isHttpsUrl } from './settings-rules';

// The Social links section: a list of links in the footer's order. A new row has no site
// chosen yet ('').
export type SocialLinkRow = { kind: string; url: string };
export type SocialFormValues = { links: SocialLinkRow[] };

const isKind = (value: string): value is SocialKind => SOCIAL_KINDS.some((kind) => kind.value === value);

export const socialSchema = z.object({
  links: z
    .array(
      z.object({
        kind: z.string().refine(isKind, MSG_LINK_KIND),
        url: z
          .string()
          .refine((value) => [...value.trim()].length <= 500, tooLong(500))
          .refine(isHttpsUrl, MSG_LINK_URL),
      }),
    )
    .max(MAX_LINKS, MSG_TOO_MANY_LINKS),
}) satisfies z.ZodType<SocialFormValues>;

export const socialToForm = (social: { links: SocialLink[] }): SocialFormValues => ({
  links: social.links.map(({ kind, url }) => ({ kind, url })),
});

export const formToSocial = (values: SocialFormValues): { links: SocialLink[] } => ({
  links: values.links.map(({ kind, url }) => ({ kind: kind as SocialKind, url: url.trim() })),
});

export const emptyLink = (): SocialLinkRow => ({ kind: '', url: '' });
