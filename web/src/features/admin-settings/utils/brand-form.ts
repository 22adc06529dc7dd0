import { z } from 'zod';

import type { SiteBrand } from '@/lib/site';

import type { SectionInput } from '../api/save-settings-section';

// The Logo & images section: the stored addresses of the logo and the share image ('' for
// none). The favicon is made by the server from the logo, so the form does not hold it.
export type BrandFormValues = { logoUrl: string; shareImageUrl: string };

export const brandSchema = z.object({
  logoUrl: z.string(),
  shareImageUrl: z.string(),
}) satisfies z.ZodType<BrandFormValues>;

export const brandToForm = (brand: SiteBrand): BrandFormValues => ({
  logoUrl: brand.logoUrl,
  shareImageUrl: brand.shareImageUrl,
});

export const formToBrand = (values: BrandFormValues): SectionInput<'brand'> => ({
  logoUrl: values.logoUrl.trim(),
  shareImageUrl: values.shareImageUrl.trim(),
});

// The file types the logo and the share image may be (never SVG).
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
