import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { seedFromPage } from '@/lib/page-data';
import { createQueryClient } from '@/lib/react-query';

function createSeededQueryClient() {
  const queryClient = createQueryClient();
  seedFromPage(queryClient);
  return queryClient;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createSeededQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
