import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no scrolling; ScrollToTop calls this on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The forms' proof-of-work solver (lib/altcha-solver.ts) needs Web Workers and
// crypto.subtle, which jsdom lacks: tests get a stand-in that answers at once.
vi.mock('@/lib/altcha-solver', () => ({ solve: vi.fn(async () => 'solved-challenge') }));
