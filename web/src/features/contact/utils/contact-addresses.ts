import type { SiteIdentity } from '@/lib/site';

export type ContactAddresses = { general: string; visits: string; media: string };

// The addresses the contact page shows, as the owner set them in the settings: school visits and
// media fall back to the general address. null when there is no general address: the page then
// points to its form instead of mailto links.
export function contactAddresses({ contactEmail, visitsEmail, mediaEmail }: SiteIdentity): ContactAddresses | null {
  if (!contactEmail) return null;
  return { general: contactEmail, visits: visitsEmail || contactEmail, media: mediaEmail || contactEmail };
}
