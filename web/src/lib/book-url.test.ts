import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { bookSlugWithId, isNoBookError, parseSlugWithId } from '@/lib/book-url';

// Spec §2 "Book detail": "The last dash-separated segment of the URL must be
// exactly 8 characters, else 'Invalid book URL format.' or 'Invalid book
// identifier in URL.'" — mirrored from internal/storyshelf/slug.go ParseSlugWithID.
describe('parseSlugWithId', () => {
  it.each([
    ['the-kindness-cloud-a835d4ab', 'the-kindness-cloud', 'a835d4ab'],
    ['wrong-slug-a835d4ab', 'wrong-slug', 'a835d4ab'],
    ['a835d4ab', '', 'a835d4ab'],
    ['-a835d4ab', '', 'a835d4ab'],
    ['book-ÄÖÜäöüßé', 'book', 'ÄÖÜäöüßé'],
  ])('%s splits into slug %j and short id %j', (value, slug, shortId) => {
    expect(parseSlugWithId(value)).toEqual({ ok: true, slug, shortId });
  });

  it.each([
    ['', 'bookUrl.invalidFormat'],
    ['abc-', 'bookUrl.invalidFormat'],
    ['the-kindness-cloud-a835d4ab-', 'bookUrl.invalidFormat'],
    ['-', 'bookUrl.invalidFormat'],
    ['abc-123', 'bookUrl.invalidIdentifier'],
    ['the-kindness-cloud-a835d4a', 'bookUrl.invalidIdentifier'],
    ['the-kindness-cloud-a835d4abc', 'bookUrl.invalidIdentifier'],
    ['abc', 'bookUrl.invalidIdentifier'],
    ['the-kindness-cloud', 'bookUrl.invalidIdentifier'],
  ])('%j is refused with %j', (value, error) => {
    expect(parseSlugWithId(value)).toEqual({ ok: false, error });
  });

  it('parses what bookSlugWithId builds', () => {
    const ref = bookSlugWithId({ slug: 'moon-garden', id: 'abcdef12-0000-0000-0000-000000000000' });
    expect(ref).toBe('moon-garden-abcdef12');
    expect(parseSlugWithId(ref)).toEqual({ ok: true, slug: 'moon-garden', shortId: 'abcdef12' });
  });
});

// A book's answer that means no book is at the address makes the page that is not found; any
// other failure is the page's own 'could not load' message.
describe('isNoBookError', () => {
  it.each([
    [new ApiError(404, 'not_found', 'Book not found.', {}, 'api.bookNotFound'), true],
    [new ApiError(400, 'invalid', 'Invalid book identifier in URL.', {}, 'bookUrl.invalidIdentifier'), true],
    [new ApiError(500, 'internal', 'Something went wrong.', {}, 'server.internal'), false],
    [new Error('network down'), false],
  ])('%s: %s', (error: Error, want: boolean) => {
    expect(isNoBookError(error)).toBe(want);
  });
});
