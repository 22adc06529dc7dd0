import { z } from 'zod';

import type { StoreKey, StoreLink } from '@/types/api';

import { isWebUrl } from './form-rules';

// A book's where-to-buy links and an upcoming book's pre-order links, as the admin edits them
// in the two forms. Both check them as the server does (storyshelf.CheckStoreLinks), with its
// messages and field names ('storeLinks.0.url').

export const MAX_STORE_LINKS = 12;
export const STORE_LABEL_MAX = 80;
export const MSG_TOO_MANY_STORE_LINKS = 'Add at most 12 store links.';
export const MSG_STORE_KIND = 'Choose a store.';
export const MSG_STORE_LABEL = 'Please name this store.';
export const MSG_STORE_URL = "Please enter the store's web address, starting with https://";

// The stores in the order the form offers them, with their names in the admin's English.
export const STORE_OPTIONS: Array<{ value: StoreKey; label: string }> = [
  { value: 'amazon', label: 'Amazon' },
  { value: 'bookshop', label: 'Bookshop.org' },
  { value: 'barnesnoble', label: 'Barnes & Noble' },
  { value: 'applebooks', label: 'Apple Books' },
  { value: 'kobo', label: 'Kobo' },
  { value: 'googleplay', label: 'Google Play Books' },
  { value: 'indie', label: 'Indie bookstore' },
  { value: 'library', label: 'Library (Libby, WorldCat…)' },
  { value: 'other', label: 'Other' },
];

// An other store needs a name; an indie shop or a library may have one ('Libby'). A known
// store shows its own name, so its row has no name field.
export const storeTakesLabel = (store: string) => store === 'indie' || store === 'library' || store === 'other';

// A row as the form holds it: a new one has no store chosen yet ('').
export type StoreLinkRow = { store: string; label: string; url: string };

const isStore = (value: string): value is StoreKey => STORE_OPTIONS.some((option) => option.value === value);
// Quotes and spaces end an address for a browser: the server refuses them too.
const isStoreUrl = (value: string) => isWebUrl(value.trim()) && !/[\s"'<>\\]/.test(value.trim());

export const storeLinksSchema = z
  .array(
    z
      .object({ store: z.string(), label: z.string(), url: z.string() })
      .superRefine((row, ctx) => {
        if (!isStore(row.store)) ctx.addIssue({ code: 'custom', path: ['store'], message: MSG_STORE_KIND });
        if (row.store === 'other' && row.label.trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['label'], message: MSG_STORE_LABEL });
        } else if (storeTakesLabel(row.store) && [...row.label.trim()].length > STORE_LABEL_MAX) {
          ctx.addIssue({ code: 'custom', path: ['label'], message: `Please keep the name under ${STORE_LABEL_MAX} characters.` });
        }
        if (!isStoreUrl(row.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: MSG_STORE_URL });
      }),
  )
  .max(MAX_STORE_LINKS, MSG_TOO_MANY_STORE_LINKS);

export const emptyStoreLink = (): StoreLinkRow => ({ store: '', label: '', url: '' });

export const storeLinksToForm = (links: StoreLink[] | undefined): StoreLinkRow[] =>
  (links ?? []).map(({ store, label, url }) => ({ store, label, url }));

// The request body's links, trimmed; a known store's name field is not sent.
export const formToStoreLinks = (rows: StoreLinkRow[]): StoreLink[] =>
  rows.map(({ store, label, url }) => ({
    store: store as StoreKey,
    label: storeTakesLabel(store) ? label.trim() : '',
    url: url.trim(),
  }));
