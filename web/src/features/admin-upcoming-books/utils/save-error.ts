import { ApiError } from '@/lib/api-client';

export const MSG_SAVE_FAILED = 'Failed to save upcoming book. Please try again.';

// Spec §8: a failed save shows the server's message, or the fixed one when the server had
// nothing to say to the owner (it failed inside, or never answered).
export function saveErrorMessage(error: unknown) {
  if (error instanceof ApiError && error.message && !['unknown', 'internal', 'network'].includes(error.code)) {
    return error.message;
  }
  return MSG_SAVE_FAILED;
}
