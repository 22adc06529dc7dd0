import { describe, expect, it, vi } from 'vitest';

import { beaconJson, removeBeacon, sendEventsInEachTest, stubBeacon } from '@/testing/beacon';

// analytics.ts keeps "was the entry sent yet" and the landing address per page load: each test
// gets a fresh module, a new page load.
async function loadAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

describe('analytics', () => {
  // Sending is off under Vitest (MODE 'test') unless a test turns it on like this.
  sendEventsInEachTest('/');

  it('sends a page view with sendBeacon as a JSON Blob, the referrer and entry only the first time', async () => {
    const sendBeacon = stubBeacon();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=books');
    const { trackPageView } = await loadAnalytics();

    trackPageView('/books');
    trackPageView('/about');

    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(await beaconJson(sendBeacon, 0)).toEqual({
      name: 'pageview',
      path: '/books',
      referrer: 'https://search.example/?q=books',
      refId: '',
      label: '',
      entry: true,
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
    });
    expect(await beaconJson(sendBeacon, 1)).toEqual({
      name: 'pageview',
      path: '/about',
      referrer: '',
      refId: '',
      label: '',
    });
  });

  it("sends the landing address's campaign tags with the entry page view only, and keeps them nowhere", async () => {
    const sendBeacon = stubBeacon();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.history.replaceState(
      null,
      '',
      `/books?utm_source=newsletter&utm_medium=email&utm_campaign=${'spring-tips-'.repeat(10)}&age=3-5`,
    );
    const { trackPageView, trackBookView } = await loadAnalytics();
    // The app moves on (a redirect, the reader's next page) before and after the first view.
    window.history.replaceState(null, '', '/books');
    trackPageView('/books');
    trackBookView('b-1', 'The Kindness Cloud');
    window.history.pushState(null, '', '/about?utm_source=elsewhere');
    trackPageView('/about');

    expect(await beaconJson(sendBeacon, 0)).toEqual({
      name: 'pageview',
      path: '/books',
      referrer: '',
      refId: '',
      label: '',
      entry: true,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-tips-'.repeat(10).slice(0, 100),
    });
    for (const call of [1, 2]) {
      const sent = await beaconJson(sendBeacon, call);
      for (const key of ['entry', 'utmSource', 'utmMedium', 'utmCampaign']) expect(sent).not.toHaveProperty(key);
    }
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');

    // The next page load knows nothing of them.
    window.history.replaceState(null, '', '/about');
    const reloaded = await loadAnalytics();
    reloaded.trackPageView('/about');
    expect(await beaconJson(sendBeacon, 3)).toMatchObject({ entry: true, utmSource: '', utmMedium: '', utmCampaign: '' });
  });

  it('sends a store click with the book, the store and the page, from a click, a middle click or Enter', async () => {
    const sendBeacon = stubBeacon();
    window.history.replaceState(null, '', '/es/libros/la-nube-a835d4ab');
    const { trackStoreClick, storeClickProps } = await loadAnalytics();

    trackStoreClick('a835d4ab-1111', 'bookshop');
    const props = storeClickProps('u-1', 'preorder');
    props.onClick();
    props.onAuxClick({ button: 1 });
    props.onAuxClick({ button: 2 }); // the context menu opens nothing

    expect(sendBeacon).toHaveBeenCalledTimes(3);
    expect(await beaconJson(sendBeacon, 0)).toEqual({
      name: 'Store Click',
      path: '/es/libros/la-nube-a835d4ab',
      referrer: '',
      refId: 'a835d4ab-1111',
      label: 'bookshop',
    });
    for (const call of [1, 2]) {
      expect(await beaconJson(sendBeacon, call)).toMatchObject({ name: 'Store Click', refId: 'u-1', label: 'preorder' });
    }
  });

  it('sends the typed events with the current path', async () => {
    const sendBeacon = stubBeacon();
    window.history.replaceState(null, '', '/books/the-kindness-cloud-a835d4ab');
    const { trackBookView, trackKitDownload, trackFormSubmit, trackMaterialDownload } = await loadAnalytics();

    trackBookView('a835d4ab-1111', 'The Kindness Cloud');
    trackKitDownload('kit-1', 'Kindness Kit');
    trackFormSubmit('contact', false);
    trackMaterialDownload('/files/materials/sheet.pdf', 'a835d4ab-1111');

    const path = '/books/the-kindness-cloud-a835d4ab';
    expect(await beaconJson(sendBeacon, 0)).toEqual({
      name: 'Book View',
      path,
      referrer: '',
      refId: 'a835d4ab-1111',
      label: 'The Kindness Cloud',
    });
    expect(await beaconJson(sendBeacon, 1)).toEqual({
      name: 'KindnessKit Download',
      path,
      referrer: '',
      refId: 'kit-1',
      label: 'Kindness Kit',
    });
    expect(await beaconJson(sendBeacon, 2)).toEqual({
      name: 'Form Submit',
      path,
      referrer: '',
      refId: '',
      label: 'contact',
      success: false,
    });
    expect(await beaconJson(sendBeacon, 3)).toEqual({
      name: 'Material Download',
      path,
      referrer: '',
      refId: '/files/materials/sheet.pdf',
      label: 'a835d4ab-1111',
    });
  });

  it('falls back to fetch with keepalive when sendBeacon is missing', async () => {
    removeBeacon();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { trackFormSubmit } = await loadAnalytics();

    window.history.replaceState(null, '', '/contact');
    trackFormSubmit('contact', true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Form Submit',
      path: '/contact',
      referrer: '',
      refId: '',
      label: 'contact',
      success: true,
    });
  });

  it('falls back to fetch when sendBeacon refuses or throws', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { trackPageView } = await loadAnalytics();

    stubBeacon(false);
    trackPageView('/books');
    stubBeacon(() => {
      throw new TypeError('Illegal invocation');
    });
    trackPageView('/about');

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends nothing from the owner's browser while she is signed in to the admin, and again once she signs out", async () => {
    const sendBeacon = stubBeacon();
    const { trackPageView, trackBookView, markOwnerBrowser, forgetOwnerBrowser } = await loadAnalytics();
    try {
      markOwnerBrowser();
      trackPageView('/books');
      trackBookView('b-1', 'The Kindness Cloud');
      expect(sendBeacon).not.toHaveBeenCalled();

      forgetOwnerBrowser();
      trackPageView('/books');
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.clear();
    }
  });

  it('sends nothing for admin paths', async () => {
    const sendBeacon = stubBeacon();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { trackPageView, trackFormSubmit, trackStoreClick, isTrackedPath } = await loadAnalytics();

    trackPageView('/admin');
    trackPageView('/admin/books/new');
    window.history.replaceState(null, '', '/admin/settings');
    trackFormSubmit('contact', true);
    trackStoreClick('b-1', 'amazon');

    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isTrackedPath('/administration-tips')).toBe(true);
  });

  it('never throws and never logs when both sendBeacon and fetch fail', async () => {
    stubBeacon(() => {
      throw new Error('beacon broken');
    });
    const rejecting = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', rejecting);
    const errorSpy = vi.spyOn(console, 'error');
    const { trackPageView, trackBookView } = await loadAnalytics();

    expect(() => trackPageView('/books')).not.toThrow();
    expect(() => trackBookView('b1', 'A Book')).not.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('fetch itself throws');
      }),
    );
    expect(() => trackPageView('/about')).not.toThrow();

    await new Promise((r) => setTimeout(r, 0));
    expect(rejecting).toHaveBeenCalledTimes(2);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('sends nothing under unit tests unless a test turns sending on', async () => {
    vi.unstubAllEnvs();
    const sendBeacon = stubBeacon();
    const { trackPageView } = await loadAnalytics();
    trackPageView('/books');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
