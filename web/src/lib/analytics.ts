import { apiPaths } from '@/config/paths';
import type { StoreKey } from '@/types/api';

// First-party analytics (spec §2 "sends a page view to analytics", §7 "Analytics events").
// Events go to POST /api/events as JSON; the server leaves out bots, Do Not Track / Global
// Privacy Control and admin pages. The owner's own browsing is not sent at all (see
// markOwnerBrowser). Sending never throws, never blocks and never logs: analytics must not get
// in a visitor's way.

export type AnalyticsEventName =
  | 'pageview'
  | 'Book View'
  | 'KindnessKit Download'
  | 'Form Submit'
  | 'Material Download'
  | 'Store Click';

// What a Store Click counts a click on: a store link's kind, or a book's review link or an
// upcoming book's pre-order link.
export type StoreClickKey = StoreKey | 'review' | 'preorder';

export type AnalyticsProps = {
  // book_id, kit_id, or a material's file address
  refId?: string;
  // book_title, kit_name, form_name, or a material's book_id
  label?: string;
  // Form Submit only
  success?: boolean;
};

type EventPayload = {
  name: AnalyticsEventName;
  path: string;
  referrer: string;
  refId: string;
  label: string;
  success?: boolean;
  // The first page view of a page load only.
  entry?: true;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

// The first page view of a visit (this page load) carries where the visitor came from: the
// referrer and the landing address's campaign tags. The tags are read as the app starts,
// before any redirect can drop them, and live in this module only: never in a cookie or
// storage, so they belong to this one page load.
let entrySent = false;
const landingQuery = typeof window === 'undefined' ? '' : window.location.search;

function campaignTags(): Pick<EventPayload, 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const query = new URLSearchParams(landingQuery);
  const tag = (key: string) => (query.get(key) ?? '').slice(0, 100);
  return { utmSource: tag('utm_source'), utmMedium: tag('utm_medium'), utmCampaign: tag('utm_campaign') };
}

// A browser signed in to the admin is the owner's: her own visits to her site are not counted
// (issue 27). Signing in marks it and signing out clears the mark, which is kept in
// localStorage so every tab and later visit knows it. It is a flag, never a credential: the
// session's tokens stay out of storage. The refresh cookie cannot tell the server instead: it
// is sent to /api/auth only.
const OWNER_BROWSER = 'storyshelf-owner-browser';

export function markOwnerBrowser(): void {
  try {
    localStorage.setItem(OWNER_BROWSER, '1');
  } catch {
    // Storage may be off: her visits are then counted, as anyone's.
  }
}

export function forgetOwnerBrowser(): void {
  try {
    localStorage.removeItem(OWNER_BROWSER);
  } catch {
    // Nothing was kept.
  }
}

function isOwnerBrowser(): boolean {
  try {
    return localStorage.getItem(OWNER_BROWSER) === '1';
  } catch {
    return false;
  }
}

// The owner's own admin pages are never counted.
export function isTrackedPath(path: string): boolean {
  return path !== '/admin' && !path.startsWith('/admin/');
}

// Unit tests render whole layouts with a mocked fetch; they opt in to real sending
// (vi.stubEnv('MODE', 'production')) so page views never eat their mocked answers.
function enabled(): boolean {
  return import.meta.env.MODE !== 'test';
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

function send(payload: EventPayload): void {
  try {
    const body = JSON.stringify(payload);
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      try {
        // false means the browser would not queue it (too much queued): fall back to fetch.
        if (navigator.sendBeacon(apiPaths.events, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // Fall through to fetch.
      }
    }
    if (typeof fetch === 'function') {
      fetch(apiPaths.events, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body,
      }).catch(() => undefined);
    }
  } catch {
    // Analytics never breaks the page.
  }
}

export function trackEvent(name: AnalyticsEventName, props: AnalyticsProps = {}, path = currentPath()): void {
  if (!enabled() || !isTrackedPath(path) || isOwnerBrowser()) return;
  const payload: EventPayload = {
    name,
    path,
    referrer: '',
    refId: props.refId ?? '',
    label: props.label ?? '',
  };
  if (name === 'pageview' && !entrySent) {
    entrySent = true;
    try {
      payload.referrer = document.referrer;
    } catch {
      // Where the visitor came from is left out; the page view still counts.
    }
    Object.assign(payload, { entry: true }, campaignTags());
  }
  // eslint-disable-next-line storyshelf/translated-text -- an event's name, which the owner's reports count by
  if (name === 'Form Submit') payload.success = props.success === true;
  send(payload);
}

export function trackPageView(path: string): void {
  trackEvent('pageview', {}, path);
}

/* eslint-disable storyshelf/translated-text -- the events' names, which the owner's reports count by */
export function trackBookView(bookId: string, bookTitle: string): void {
  trackEvent('Book View', { refId: bookId, label: bookTitle });
}

export function trackKitDownload(kitId: string, kitName: string): void {
  trackEvent('KindnessKit Download', { refId: kitId, label: kitName });
}

// Not in the spec: counts for the owner's materials overview. A material is known by its file
// address and its book, never by its id: saving a book gives its materials new ids.
export function trackMaterialDownload(fileUrl: string, bookId: string): void {
  trackEvent('Material Download', { refId: fileUrl, label: bookId });
}

export function trackFormSubmit(formName: string, success: boolean): void {
  trackEvent('Form Submit', { label: formName, success });
}

// refId is the book's id, or the upcoming book's for a pre-order.
export function trackStoreClick(refId: string, store: StoreClickKey): void {
  trackEvent('Store Click', { refId, label: store });
}
/* eslint-enable storyshelf/translated-text */

// A store, review or pre-order link's handlers that count its use: a click (Enter on a link
// fires one too) and a middle click, which opens the link without one. Neither prevents nor
// waits for the visit to the store.
export function storeClickProps(refId: string, store: StoreClickKey) {
  return {
    onClick: () => trackStoreClick(refId, store),
    onAuxClick: (event: { button: number }) => {
      if (event.button === 1) trackStoreClick(refId, store);
    },
  };
}
