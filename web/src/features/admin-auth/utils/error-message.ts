import { ApiError } from '@/lib/api-client';

// The server's own message when it sent one ({"error":{"message"}}), else the fixed fallback.
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.code !== 'unknown' && error.message ? error.message : fallback;
}
