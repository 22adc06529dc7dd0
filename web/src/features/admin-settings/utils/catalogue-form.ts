import { z } from 'zod';

import type { SiteCatalogue } from '@/lib/site';

// The Books list section: the featured book ('' for the newest) and the "New!" period in months,
// typed as text and sent as a number (storyshelf.SiteCatalogue; 1 to 60, as the server checks).
export type CatalogueFormValues = { featuredBookId: string; newMonths: string };

export const MIN_NEW_MONTHS = 1;
export const MAX_NEW_MONTHS = 60;
export const MSG_NEW_MONTHS = 'Choose between 1 and 60 months.';

export const catalogueSchema = z.object({
  featuredBookId: z.string(),
  newMonths: z.string().refine((value) => {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isInteger(n) && n >= MIN_NEW_MONTHS && n <= MAX_NEW_MONTHS;
  }, MSG_NEW_MONTHS),
}) satisfies z.ZodType<CatalogueFormValues>;

export const catalogueToForm = (catalogue: SiteCatalogue): CatalogueFormValues => ({
  featuredBookId: catalogue.featuredBookId,
  newMonths: String(catalogue.newMonths),
});

export const formToCatalogue = (values: CatalogueFormValues): SiteCatalogue => ({
  featuredBookId: values.featuredBookId,
  newMonths: Number(values.newMonths.trim()),
});
