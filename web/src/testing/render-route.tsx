import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { createLocationProbe } from './location-probe';
import { renderWithQueryClient, seedSite } from './test-utils';

// Renders one public route at the last of entries (the others are the history before it), with
// anything else as 'elsewhere', and returns where the router is. Fresh data stays fresh for a
// minute, as in the app (lib/react-query.ts).
export function renderRouteAt(path: string, element: ReactElement, entries: string[]) {
  const { position, LocationProbe } = createLocationProbe();
  const queryClient = seedSite(new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: 60_000 } } }));
  renderWithQueryClient(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    queryClient,
  );
  return position;
}
