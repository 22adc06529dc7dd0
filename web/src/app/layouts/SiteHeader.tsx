import { Menu, UserCog, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';

import { LanguageSwitch } from '@/components/language-switch';
import { SiteMark } from '@/components/site-mark';
import { paths } from '@/config/paths';
import { useNavMenu } from '@/hooks/use-nav-menu';
import { isAdminBrowser } from '@/lib/admin-browser';
import { t } from '@/lib/i18n';

import { adminNavLink, mainNavLinks } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

function linkClasses({ isActive }: { isActive: boolean }) {
  return [
    'inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold transition-colors',
    isActive ? 'bg-orange-100 text-orange-900' : 'text-stone-800 hover:bg-amber-100 hover:text-stone-950',
  ].join(' ');
}

function mobileLinkClasses({ isActive }: { isActive: boolean }) {
  return [
    'flex items-center gap-3 rounded-xl px-4 py-3 text-lg font-semibold transition-colors',
    isActive ? 'bg-orange-100 text-orange-900' : 'text-stone-800 hover:bg-amber-100',
  ].join(' ');
}

export function SiteHeader() {
  const { open: menuOpen, button: menuButton, toggle: toggleMenu, close: closeMenu } = useNavMenu();
  const links = mainNavLinks();
  // Only a browser that has signed in to the admin links to it (lib/admin-browser.ts).
  const admin = isAdminBrowser() ? adminNavLink() : null;

  return (
    <header className="sticky top-0 z-40 border-b-2 border-amber-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('layout.mainNav')} className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center justify-between gap-4">
          <Link
            to={paths.home.getHref()}
            className="flex min-w-0 items-center gap-2 rounded-full pr-2 text-xl font-extrabold text-stone-900"
          >
            <SiteMark />
          </Link>

          <ul className="hidden items-center gap-1 lg:flex">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className={linkClasses({ isActive: false })} />
            </li>
            {admin ? (
              <li>
                <a href={admin.href} className={linkClasses({ isActive: false })}>
                  <UserCog aria-hidden="true" className="size-5" />
                  {admin.label}
                </a>
              </li>
            ) : null}
          </ul>

          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-900 hover:bg-amber-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
            onClick={toggleMenu}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>

        <ul id={MOBILE_MENU_ID} hidden={!menuOpen} className="space-y-1 pb-4 lg:hidden">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end className={mobileLinkClasses} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className={mobileLinkClasses({ isActive: false })} onClick={closeMenu} />
          </li>
          {admin ? (
            <li>
              <a href={admin.href} className={mobileLinkClasses({ isActive: false })} onClick={closeMenu}>
                <UserCog aria-hidden="true" className="size-5" />
                {admin.label}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
