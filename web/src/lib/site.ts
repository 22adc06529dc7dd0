import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';

// The site's identity as the owner set it in the admin (DESIGN.md difference
// 11): GET /api/site, the public part of storyshelf.SiteSettings. The server
// embeds it in every page it sends, so the first paint already has it. Each
// text a visitor reads has an optional Spanish version beside it (`taglineEs`),
// shown through ownerText (lib/owner-text.ts).
export type SocialKind =
  | 'instagram'
  | 'tiktok'
  | 'youtube'
  | 'facebook'
  | 'pinterest'
  | 'bluesky'
  | 'x'
  | 'threads'
  | 'newsletter'
  | 'website';

export type SocialLink = { kind: SocialKind; url: string };

export type WhyItem = { title: string; titleEs: string; text: string; textEs: string };

export type SiteIdentity = {
  name: string;
  tagline: string;
  taglineEs: string;
  // Who publishes the site, for the copyright line and the privacy policy; '' means the site's name.
  legalName: string;
  publisherType: 'Organization' | 'Person';
  // '' hides the mailto links; the other two fall back to contactEmail.
  contactEmail: string;
  visitsEmail: string;
  mediaEmail: string;
};

export type SiteBrand = {
  // '' means the built-in book icon.
  logoUrl: string;
  // Made by the server from the logo; read only.
  faviconUrl: string;
  shareImageUrl: string;
};

export type SiteHome = {
  badge: string;
  badgeEs: string;
  title: string;
  titleEs: string;
  highlight: string;
  highlightEs: string;
  subtitle: string;
  subtitleEs: string;
  primaryButton: string;
  primaryButtonEs: string;
  secondaryButton: string;
  secondaryButtonEs: string;
  whyHeading: string;
  whyHeadingEs: string;
  whyItems: WhyItem[];
};

// How the owner presents her books: the book pinned as the home page's 'Latest Book' ('' for
// the newest by createdAt, as the spec has it) and how many months a book stays "New!" after its
// publish date.
export type SiteCatalogue = { featuredBookId: string; newMonths: number };

export type Site = {
  identity: SiteIdentity;
  brand: SiteBrand;
  social: { links: SocialLink[] };
  home: SiteHome;
  catalogue: SiteCatalogue;
};

export function getSiteQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => api.get<Site>(apiPaths.site, { signal }),
    // Seeded from the page; the admin refreshes it after a save.
    staleTime: Infinity,
  });
}

// What renders until the settings arrive: nothing, rather than a made-up name.
const emptySite: Site = {
  identity: {
    name: '',
    tagline: '',
    taglineEs: '',
    legalName: '',
    publisherType: 'Organization',
    contactEmail: '',
    visitsEmail: '',
    mediaEmail: '',
  },
  brand: { logoUrl: '', faviconUrl: '', shareImageUrl: '' },
  social: { links: [] },
  home: {
    badge: '',
    badgeEs: '',
    title: '',
    titleEs: '',
    highlight: '',
    highlightEs: '',
    subtitle: '',
    subtitleEs: '',
    primaryButton: '',
    primaryButtonEs: '',
    secondaryButton: '',
    secondaryButtonEs: '',
    whyHeading: '',
    whyHeadingEs: '',
    whyItems: [],
  },
  // No badge until the owner's period is known.
  catalogue: { featuredBookId: '', newMonths: 0 },
};

// The site's settings. Every page the server sends carries them, so this only
// waits when the app runs without the server's page (the dev server).
export function useSite(): Site {
  return useQuery(getSiteQueryOptions()).data ?? emptySite;
}
