import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import {
  bookSlugWithId,
  INVALID_BOOK_IDENTIFIER,
  INVALID_BOOK_URL_FORMAT,
  parseSlugWithId,
} from '@/lib/book-url';
import { activateCatalogue } from '@/lib/i18n';

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
    ['', INVALID_BOOK_URL_FORMAT],
    ['abc-', INVALID_BOOK_URL_FORMAT],
    ['the-kindness-cloud-a835d4ab-', INVALID_BOOK_URL_FORMAT],
    ['-', INVALID_BOOK_URL_FORMAT],
    ['abc-123', INVALID_BOOK_IDENTIFIER],
    ['the-kindness-cloud-a835d4a', INVALID_BOOK_IDENTIFIER],
    ['the-kindness-cloud-a835d4abc', INVALID_BOOK_IDENTIFIER],
    ['abc', INVALID_BOOK_IDENTIFIER],
    ['the-kindness-cloud', INVALID_BOOK_IDENTIFIER],
  ])('%j is refused with %j', (value, error) => {
    expect(parseSlugWithId(value)).toEqual({ ok: false, error });
  });

  it('uses the spec words for both messages', () => {
    expect(INVALID_BOOK_URL_FORMAT).toBe('Invalid book URL format.');
    expect(INVALID_BOOK_IDENTIFIER).toBe('Invalid book identifier in URL.');
  });

  it('words the refusal in Spanish on a Spanish page', () => {
    activateCatalogue('es', spanish);
    expect(parseSlugWithId('abc-')).toEqual({ ok: false, error: 'El formato de la dirección del libro no es válido.' });
    expect(parseSlugWithId('abc-123')).toEqual({ ok: false, error: 'El identificador del libro en la dirección no es válido.' });
  });

  it('parses what bookSlugWithId builds', () => {
    const ref = bookSlugWithId({ slug: 'moon-garden', id: 'abcdef12-0000-0000-0000-000000000000' });
    expect(ref).toBe('moon-garden-abcdef12');
    expect(parseSlugWithId(ref)).toEqual({ ok: true, slug: 'moon-garden', shortId: 'abcdef12' });
  });
});

afterEach(() => activateCatalogue('en', english));
