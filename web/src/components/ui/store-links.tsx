import type { ReactNode } from 'react';

import { storeClickProps } from '@/lib/analytics';
import { t, type MessageKey } from '@/lib/i18n';
import type { StoreKey, StoreLink } from '@/types/api';

import { Icon } from './social-icons';

// Each store's name in the reader's language, and a small icon drawn in lucide's 24px stroke
// style: shapes that say what the place is (a book, an e-reader, a shop, a library), no
// brand marks, a few bytes each for the public pages' script budget.
const stores: Record<StoreKey, { name: MessageKey; icon: ReactNode }> = {
  amazon: { name: 'stores.amazon', icon: <path d="M3 15c5 4 13 4 18 0m-3-2 3 2-2 3M7 4h10v7H7z" /> },
  bookshop: { name: 'stores.bookshop', icon: <path d="M12 7v13M3 5h6a3 3 0 0 1 3 3 3 3 0 0 1 3-3h6v13h-6a3 3 0 0 0-3 2 3 3 0 0 0-3-2H3z" /> },
  barnesnoble: { name: 'stores.barnesnoble', icon: <path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h11M10 4v6l2-1.5 2 1.5V4" /> },
  applebooks: { name: 'stores.applebooks', icon: <path d="M4 3h16v18H4zm8 5v9m-5-8h3m4 0h3" /> },
  kobo: { name: 'stores.kobo', icon: <path d="M6 2h12v20H6zm3 4h6m-6 4h6m-6 4h4m-1 5h0" /> },
  googleplay: { name: 'stores.googleplay', icon: <path d="M5 3v18l16-9z" /> },
  indie: { name: 'stores.indie', icon: <path d="M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6" /> },
  library: { name: 'stores.library', icon: <path d="M3 21h18M5 21V10m4 11V10m6 11V10m4 11V10M2 10l10-6 10 6z" /> },
  other: { name: 'stores.other', icon: <path d="M5 7h14l1 14H4zm4 0a3 3 0 0 1 6 0" /> },
};

// The name a link shows: the owner's for an indie shop, a library or another store when she
// gave one, else the store's own.
export function storeName(link: StoreLink): string {
  return link.label || t((stores[link.store] ?? stores.other).name);
}

// Only an http(s) address becomes a link, whatever an imported archive held.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

// A row of buttons, one per store, each opening the store in a new tab and counted as a store
// click for refId (the book's or the upcoming book's id).
export function StoreLinks({ links, label, refId }: { links: StoreLink[]; label: string; refId: string }) {
  const shown = links.filter((link) => isWebAddress(link.url));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {shown.map((link, i) => {
        const name = storeName(link);
        const store = Object.hasOwn(stores, link.store) ? link.store : 'other';
        return (
          <li key={i}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('stores.opensInNewTab', { store: name })}
              {...storeClickProps(refId, store)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-teal-700 bg-white px-4 py-2 text-sm font-bold text-teal-900 transition-colors hover:bg-teal-50"
            >
              <Icon width="20" height="20">
                {stores[store].icon}
              </Icon>
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
