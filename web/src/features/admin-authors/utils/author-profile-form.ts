import { z } from 'zod';

import { requiredText } from '@/lib/form-rules';
import type { AuthorInfo } from '@/types/api';

import type { AuthorProfileInput } from '../api/save-author-profile';

// The author profile form's values and checks (spec §2 "Author profile form", §5). The field
// names are the server's (internal/storyshelf/author_info.go), so its 400 answers land on them.

type Paragraph = { value: string };

// Each text but the name has a Spanish version ('titleEs'), which may be left empty.
export type AuthorProfileFormValues = {
  name: string;
  title: string;
  titleEs: string;
  quote: string;
  quoteEs: string;
  photoUrl: string;
  bio: Paragraph[];
  bioEs: Paragraph[];
  creativeProcess: Paragraph[];
  creativeProcessEs: Paragraph[];
};

const paragraphs = z.array(z.object({ value: z.string() }));

export const authorProfileSchema = z.object({
  name: requiredText('Author name is required'),
  title: z.string(),
  titleEs: z.string(),
  quote: z.string(),
  quoteEs: z.string(),
  photoUrl: z.string(),
  bio: paragraphs,
  bioEs: paragraphs,
  creativeProcess: paragraphs,
  creativeProcessEs: paragraphs,
}) satisfies z.ZodType<AuthorProfileFormValues>;

// At least one paragraph of each always shows (spec §2).
const rows = (texts: string[]): Paragraph[] => (texts.length > 0 ? texts.map((value) => ({ value })) : [{ value: '' }]);

// No profile yet: an empty form.
export const profileToForm = (profile: AuthorInfo | null): AuthorProfileFormValues => ({
  name: profile?.name ?? '',
  title: profile?.title ?? '',
  titleEs: profile?.titleEs ?? '',
  quote: profile?.quote ?? '',
  quoteEs: profile?.quoteEs ?? '',
  photoUrl: profile?.photoUrl ?? '',
  bio: rows(profile?.bio ?? []),
  bioEs: rows(profile?.bioEs ?? []),
  creativeProcess: rows(profile?.creativeProcess ?? []),
  creativeProcessEs: rows(profile?.creativeProcessEs ?? []),
});

// The request body: trimmed, empty paragraphs left out.
const texts = (list: Paragraph[]) => list.map((p) => p.value.trim()).filter((text) => text !== '');

export const formToProfileInput = (values: AuthorProfileFormValues): AuthorProfileInput => ({
  name: values.name.trim(),
  title: values.title.trim(),
  titleEs: values.titleEs.trim(),
  quote: values.quote.trim(),
  quoteEs: values.quoteEs.trim(),
  photoUrl: values.photoUrl,
  bio: texts(values.bio),
  bioEs: texts(values.bioEs),
  creativeProcess: texts(values.creativeProcess),
  creativeProcessEs: texts(values.creativeProcessEs),
});
