import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';

import { ToastProvider } from '@/components/ui/toast';
import { makeBook, renderWithQueryClient } from '@/testing/test-utils';

import type { AdminKitFile, KitDetail, KitSummary } from './types';

// Shared set-up of this feature's tests (the signed-in session, routeFetch and FakeXHR come
// from features/admin-books/testing).

export const cloudBook = makeBook({ id: 'book-1', title: 'The Kindness Cloud' });
export const seedBook = makeBook({ id: 'book-2', title: 'The Brave Little Seed' });

export function makeKit(overrides: Partial<KitDetail> = {}): KitDetail {
  return {
    id: 'kit-1',
    bookId: 'book-1',
    active: true,
    title: 'The Kindness Cloud Kit',
    headline: '',
    subheadline: '',
    heroImageUrl: '',
    mailerliteGroupId: '',
    createdAt: '2025-06-01T10:00:00Z',
    updatedAt: '2025-06-01T10:00:00Z',
    files: [],
    ...overrides,
  };
}

export function makeKitSummary(overrides: Partial<KitSummary> = {}): KitSummary {
  const { files: _files, ...kit } = makeKit();
  return { ...kit, bookTitle: 'The Kindness Cloud', fileCount: 0, subscriberCount: 0, ...overrides };
}

export function makeKitFile(overrides: Partial<AdminKitFile> = {}): AdminKitFile {
  return {
    id: 'file-1',
    kitId: 'kit-1',
    fileName: 'Parent Guide',
    fileType: 'pdf',
    fileUrl: 'kits/guide.pdf',
    sortOrder: 1,
    createdAt: '2025-06-01T10:00:00Z',
    ...overrides,
  };
}

function FilesPage() {
  const { id } = useParams();
  return <p>The files page of {id}</p>;
}

// The screen at routePath, with stand-ins for the screens the kit screens go on to.
export function renderKitScreen(path: string, routePath: string, element: ReactElement) {
  return renderWithQueryClient(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routePath !== '/admin/kindness-kits' ? (
            <Route path="/admin/kindness-kits" element={<p>The kits list</p>} />
          ) : null}
          {routePath !== '/admin/kindness-kits/:id/files' ? (
            <Route path="/admin/kindness-kits/:id/files" element={<FilesPage />} />
          ) : null}
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
}
