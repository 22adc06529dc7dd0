import { z } from 'zod';

import {
  benefitsSchema,
  benefitsToForm,
  tipsSchema,
  tipsToForm,
  trimBenefits,
  trimTips,
} from '@/lib/admin-reading-lists';
import type { SiteReading } from '@/types/api';

// The Book pages section: the learning benefits and reading tips every book page shows unless
// its book has its own.
export type ReadingFormValues = SiteReading;

export const readingSchema = z.object({ benefits: benefitsSchema, tips: tipsSchema }) satisfies z.ZodType<ReadingFormValues>;

export const readingToForm = (reading: SiteReading): ReadingFormValues => ({
  benefits: benefitsToForm(reading.benefits),
  tips: tipsToForm(reading.tips),
});

export const formToReading = (values: ReadingFormValues): SiteReading => ({
  benefits: trimBenefits(values.benefits),
  tips: trimTips(values.tips),
});
