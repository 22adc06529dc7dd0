import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// How long each step of the storage test took.
export type StorageTestStep = { step: string; ms: number };

export type StorageTestResult = {
  // 'Storage is working: a test file was saved, read back and deleted.'
  message: string;
  // Where the files go, as the server describes it (a technical detail: a folder or a bucket).
  storage: string;
  steps: StorageTestStep[];
};

// POST /api/admin/storage/test (no body): the server writes a probe file to its storage,
// reads it back and deletes it. A failure answers 500 with the spec's message (admin spec
// §8): 'No storage buckets available. Please contact an administrator.' or 'Storage test
// failed: {reason}'.
export const testStorage = () => adminApi.post<StorageTestResult>(adminApiPaths.storageTest);

export function useTestStorage() {
  return useMutation({ mutationFn: testStorage });
}
