import { paths } from '@/config/paths';

export const mainNavLinks = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'All Books', href: paths.books.getHref() },
  { label: 'About the author', href: paths.about.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
] as const;

// The admin is another app (app/app.tsx): the header's link to it loads the page anew
// (reloadDocument).
export const adminNavLink = { label: 'Admin', href: paths.admin.root.getHref() } as const;
