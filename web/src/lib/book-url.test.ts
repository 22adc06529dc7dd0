import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { bookSlugWithId, bookUrlErrorOf, bookUrlErrorText, parseSlugWithId } from '@/lib/book-url';
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

// The refusal is named by the server's key; the page says it in its own language.
describe('book URL errors', () => {
  afterEach(() => activateCatalogue('en', english));

  it('are said in the spec words on an English page', () => {
    expect(bookUrlErrorText('bookUrl.invalidFormat')).toBe('Invalid book URL format.');
    expect(bookUrlErrorText('bookUrl.invalidIdentifier')).toBe('Invalid book identifier in URL.');
  });

  it('are said in Spanish on a Spanish page', () => {
    activateCatalogue('es', spanish);
    expect(bookUrlErrorText('bookUrl.invalidFormat')).toBe('El formato de la dirección del libro no es válido.');
    expect(bookUrlErrorText('bookUrl.invalidIdentifier')).toBe('El identificador del libro en la dirección no es válido.');
  });

  it("recognise the server's key, and nothing else", () => {
    expect(bookUrlErrorOf('bookUrl.invalidFormat')).toBe('bookUrl.invalidFormat');
    expect(bookUrlErrorOf('bookUrl.invalidIdentifier')).toBe('bookUrl.invalidIdentifier');
    expect(bookUrlErrorOf('api.bookNotFound')).toBeUndefined();
    expect(bookUrlErrorOf('Invalid book URL format.')).toBeUndefined();
    expect(bookUrlErrorOf('')).toBeUndefined();
  });
});
