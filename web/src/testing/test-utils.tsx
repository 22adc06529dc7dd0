import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import type { Book, Material } from '@/types/api';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
}

export function renderWithQueryClient(ui: ReactElement, queryClient = createTestQueryClient()) {
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// Replaces fetch for one test; each call answers with the next response (the last one repeats).
export function mockFetch(...responses: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeBook(overrides: Partial<Book> = {}): Book {
  return {
    id: '0f8c2d4e-1111-4222-8333-944455556666',
    slug: 'the-kindness-ripple',
    title: 'The Kindness Ripple',
    author: 'Jane Storyteller',
    description: 'A small act of kindness spreads through a whole town.',
    genres: ['Kindness', 'Friendship'],
    ageRange: '3-7',
    coverImage: '',
    publishDate: '2024-05-01',
    pages: 32,
    isbn: '978-1-23456-789-0',
    amazonLink: '',
    reviewLink: '',
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}

// A material of makeBook()'s book.
export function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    id: 'm1',
    bookId: '0f8c2d4e-1111-4222-8333-944455556666',
    title: 'Activity Sheet',
    description: 'Things to do.',
    type: 'pdf',
    fileUrl: '/files/materials/a.pdf',
    fileSize: '1 KB',
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}
