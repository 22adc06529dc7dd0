import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

import type { ReviewValues } from '../utils/review-form';

export type ReviewReply = { message?: string };

// POST /api/books/{bookId}/reviews: a reader's review, which waits for the owner's approval.
// "website" is the honeypot; "altcha" the proof-of-work solution (lib/proof-of-work.ts).
export function sendReview(bookId: string, values: ReviewValues, altcha: string): Promise<ReviewReply | undefined> {
  return api.post<ReviewReply | undefined>(apiPaths.bookReviews(bookId), { ...values, altcha });
}

// solution answers the proof-of-work payload for each send.
export function useSendReview(bookId: string, solution: () => Promise<string>) {
  return useMutation({ mutationFn: async (values: ReviewValues) => sendReview(bookId, values, await solution()) });
}
