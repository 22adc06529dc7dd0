import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { adminPaths, adminQueryKeys } from '@/config/admin-paths';
import { useNavMenu } from '@/hooks/use-nav-menu';
import { sessionStore } from '@/lib/auth/session-store';
import { useMe } from '@/lib/auth/use-me';

import { useUnreadCount } from '../api/get-unread-count';
import { useWaitingReviewsCount } from '../api/get-waiting-reviews-count';

import { adminNavItems, viewWebsiteItem, type AdminNavItem } from './nav-items';

const MENU_ID = 'admin-menu';

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return [
    'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold transition-colors',
    isActive ? 'bg-orange-100 text-orange-900' : 'text-stone-800 hover:bg-amber-100 hover:text-stone-950',
  ].join(' ');
}

// count is what waits for the owner there, in words: "3 unread" messages, "2 waiting" reviews.
function MenuLink({ item, onChoose, count = 0, counted = 'unread' }: { item: AdminNavItem; onChoose: () => void; count?: number; counted?: string }) {
  const Icon = item.icon;
  // The count is a badge on screen and part of the link's name for screen readers.
  return (
    <NavLink
      to={item.href}
      end={item.end}
      className={navLinkClasses}
      onClick={onChoose}
      aria-label={count > 0 ? `${item.label}, ${count} ${counted}` : undefined}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {item.label}
      {count > 0 ? (
        <span aria-hidden="true" className="ml-auto rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

// The menu's counts: unread messages, and readers' reviews waiting for approval.
function menuCount(href: string, unread: number, waiting: number): { count?: number; counted?: string } {
  if (href === adminPaths.messages.getHref()) return { count: unread, counted: 'unread' };
  if (href === adminPaths.testimonials.getHref()) return { count: waiting, counted: 'waiting' };
  return {};
}

// The signed-in frame: 'Admin Portal' header with Logout, the side menu (behind a button on
// small screens) and the current screen.
export function AdminLayout() {
  const { open: menuOpen, button: menuButton, panel: menuPanel, toggle: toggleMenu, close: closeMenu } = useNavMenu();
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unread = useUnreadCount().data?.unread ?? 0;
  const waiting = useWaitingReviewsCount().data?.count ?? 0;
  // While the site requires a second step her account lacks, only her Account page opens.
  const me = useMe();
  const { pathname } = useLocation();
  const mustAddSecondStep = me.data?.secondStepNeeded === true && pathname !== adminPaths.account.getHref();
  // An editor's menu leaves out the owners' screens (until her role is known, the menu is whole).
  const menuItems = me.data?.role === 'editor' ? adminNavItems.filter((item) => !item.ownerOnly) : adminNavItems;

  const onLogout = async () => {
    setSigningOut(true);
    await sessionStore.signOut();
    queryClient.removeQueries({ queryKey: adminQueryKeys.all });
    navigate(adminPaths.login.getHref(), { replace: true });
  };

  return (
    <div className="min-h-screen bg-amber-50 text-stone-900">
      <a
        href="#admin-main"
        className="sr-only rounded-full bg-white px-4 py-2 font-bold text-orange-800 focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b-2 border-amber-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex items-center gap-2">
            <button
              ref={menuButton}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-stone-900 hover:bg-amber-100 md:hidden"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={toggleMenu}
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
            <Link
              to={adminPaths.dashboard.getHref()}
              className="flex items-center gap-2 whitespace-nowrap rounded-full pr-2 text-base font-extrabold text-stone-900 sm:text-xl"
            >
              <span className="flex size-9 items-center justify-center rounded-2xl bg-orange-700 text-white shadow-sm sm:size-10">
                <BookOpen aria-hidden="true" className="size-5 sm:size-6" />
              </span>
              <span className="font-display">Admin Portal</span>
            </Link>
          </div>
          <Button variant="secondary" onClick={() => void onLogout()} disabled={signingOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </header>

      {/* The side menu's column runs the whole height of the screen, however long (issue 27):
          its background and border are the column's, which stretches beside the screen, and
          the menu itself stays in view as the page scrolls. On a phone it opens under the
          header, where she is however far she has scrolled, over the page (issue 45). */}
      <div className="mx-auto flex max-w-7xl flex-col md:min-h-[calc(100vh-4rem)] md:flex-row">
        <div
          className={[
            'fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto border-b-2 border-amber-200 bg-white shadow-lg',
            'md:static md:z-auto md:block md:w-64 md:shrink-0 md:overflow-visible md:border-b-0 md:border-r-2 md:bg-white/60 md:shadow-none',
            menuOpen ? 'block' : 'hidden',
          ].join(' ')}
        >
          <nav
            ref={menuPanel}
            id={MENU_ID}
            aria-label="Admin"
            className="px-4 py-3 md:sticky md:top-16 md:max-h-[calc(100vh-4rem)] md:overflow-y-auto md:py-6"
          >
            <ul className="space-y-1">
              {menuItems.map((item) => (
                <li key={item.href}>
                  <MenuLink item={item} onChoose={closeMenu} {...menuCount(item.href, unread, waiting)} />
                </li>
              ))}
              <li className="mt-3 border-t-2 border-amber-100 pt-3">
                <MenuLink item={viewWebsiteItem} onChoose={closeMenu} />
              </li>
            </ul>
          </nav>
        </div>

        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:px-8 md:py-8">
          {mustAddSecondStep ? <Navigate to={adminPaths.account.getHref()} replace /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
