import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged';

export type OutboxMail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
};

export type Outbox = {
  mail: OutboxMail[];
  failedSync: Array<{ id: string; lastError: string; attempts: number; createdAt: string }>;
};

// GET /api/admin/outbox: the latest emails and the email-list syncs that failed.
export const getOutbox = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Outbox>(adminApiPaths.outbox, { signal });

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.outbox,
    queryFn: ({ signal }) => getOutbox({ signal }),
    staleTime: 30 * 1000,
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
