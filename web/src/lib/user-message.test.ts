import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { userMessage } from './user-message';

describe('userMessage', () => {
  it("gives the server's message when it is meant for the owner", () => {
    expect(userMessage(new ApiError(400, 'invalid', 'Title is required'), 'Failed.')).toBe('Title is required');
    expect(userMessage(new ApiError(404, 'not_found', 'No books found for author: Ann'), 'Failed.')).toBe(
      'No books found for author: Ann',
    );
    expect(userMessage(new ApiError(401, 'unauthorized', 'Invalid email or password'), 'Failed to sign in')).toBe(
      'Invalid email or password',
    );
  });

  it('gives the fixed message for a failure inside the server, an odd answer, or no answer', () => {
    expect(userMessage(new ApiError(500, 'internal', 'Something went wrong on our side.'), 'Failed.')).toBe('Failed.');
    expect(userMessage(new ApiError(502, 'unknown', 'Request failed with status 502'), 'Failed.')).toBe('Failed.');
    expect(userMessage(new ApiError(0, 'network', 'The connection was lost.'), 'Failed.')).toBe('Failed.');
    expect(userMessage(new ApiError(400, 'invalid', ''), 'Failed.')).toBe('Failed.');
    expect(userMessage(new TypeError('Failed to fetch'), 'Failed.')).toBe('Failed.');
    expect(userMessage(undefined, 'Failed.')).toBe('Failed.');
  });

  it('keeps what the upcoming book form said before it used this', () => {
    const fixed = 'Failed to save upcoming book. Please try again.';
    expect(userMessage(new ApiError(400, 'invalid', 'Title is required'), fixed)).toBe('Title is required');
    expect(userMessage(new ApiError(500, 'internal', 'boom'), fixed)).toBe(fixed);
    expect(userMessage(new TypeError('offline'), fixed)).toBe(fixed);
  });
});
