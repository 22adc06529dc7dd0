import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import english from 'virtual:catalogue/en';

import { activateCatalogue } from '@/lib/i18n';

// findBy… and waitFor wait for what they look for up to this long (the library's default is
// 1 s). A test waits for an event, not a duration, so the bound only matters when the machine
// is busy: `make test` runs Vitest beside the Go tests and Playwright on two cores, where a
// lazily loaded route can take more than a second to appear.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; ScrollToTop calls this on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Components read their words from the English catalogue, as on an English page.
activateCatalogue('en', english);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The forms' proof-of-work solver (lib/altcha-solver.ts) needs Web Workers and
// crypto.subtle, which jsdom lacks: tests get a stand-in that answers at once.
vi.mock('@/lib/altcha-solver', () => ({ solve: vi.fn(async () => 'solved-challenge') }));
