import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

// Functions, not constants: the labels are read from the catalogue, which loads after this
// module does.
export function mainNavLinks() {
  return [
    { label: t('layout.navHome'), href: paths.home.getHref() },
    { label: t('layout.navBooks'), href: paths.books.getHref() },
    { label: t('layout.navAbout'), href: paths.about.getHref() },
    { label: t('layout.navContact'), href: paths.contact.getHref() },
  ];
}

// The admin is another app (app/app.tsx) with no Spanish address: the header's link to it is a
// plain link, which loads the page anew and is not put under the Spanish site's /es.
export function adminNavLink() {
  return { label: t('layout.navAdmin'), href: paths.admin.root.getHref() };
}
