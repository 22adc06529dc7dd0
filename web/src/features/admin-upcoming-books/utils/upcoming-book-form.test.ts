import { describe, expect, it } from 'vitest';

import {
  emptyUpcomingBookForm,
  formToUpcomingBookInput,
  upcomingBookToForm,
  validateUpcomingBookForm,
} from './upcoming-book-form';

const valid = () => ({
  ...emptyUpcomingBookForm(),
  title: 'The Ripple Rainbow',
  author: 'Lily Hart',
  description: 'A rainbow of kindness.',
  coverImageUrl: '/files/covers/rainbow.png',
  expectedReleaseDate: '2027-03-15',
});

describe('upcoming book form values', () => {
  it('passes a complete book; the pre-order link is optional', () => {
    expect(validateUpcomingBookForm(valid())).toEqual({});
  });

  it('names every missing field with the spec messages', () => {
    expect(validateUpcomingBookForm({ ...emptyUpcomingBookForm(), title: '  ' })).toEqual({
      title: 'Title is required',
      author: 'Author is required',
      description: 'Description is required',
      coverImageUrl: 'Cover image is required',
      expectedReleaseDate: 'Expected release date is required',
    });
  });

  it('takes only a full web address as the pre-order link', () => {
    expect(validateUpcomingBookForm({ ...valid(), preorderUrl: 'shop.example/x' }).preorderUrl).toBe(
      'Please enter a full web address, starting with https://',
    );
    expect(validateUpcomingBookForm({ ...valid(), preorderUrl: 'https://shop.example/x' })).toEqual({});
  });

  it('sends trimmed values and starts an edit from the stored date without its time', () => {
    expect(formToUpcomingBookInput({ ...valid(), title: '  Rainbow ', preorderUrl: ' ' })).toMatchObject({
      title: 'Rainbow',
      preorderUrl: '',
    });
    const form = upcomingBookToForm({
      id: 'u1',
      ...valid(),
      expectedReleaseDate: '2027-03-15T00:00:00Z',
      preorderUrl: '',
      storeLinks: [{ store: 'bookshop', label: '', url: 'https://bookshop.org/p/rain' }],
      release: undefined,
      createdAt: '',
      updatedAt: '',
    });
    expect(form.expectedReleaseDate).toBe('2027-03-15');
    expect(form.storeLinks).toEqual([{ store: 'bookshop', label: '', url: 'https://bookshop.org/p/rain' }]);
  });

  it('checks each pre-order store as the server does and sends a known store without a name', () => {
    const storeLinks = [
      { store: '', label: '', url: 'https://x.example' },
      { store: 'other', label: ' ', url: 'javascript:alert(1)' },
      { store: 'kobo', label: 'ignored', url: ' https://kobo.example/rain ' },
    ];
    expect(validateUpcomingBookForm({ ...valid(), storeLinks })).toEqual({
      'storeLinks.0.store': 'Choose a store.',
      'storeLinks.1.label': 'Please name this store.',
      'storeLinks.1.url': "Please enter the store's web address, starting with https://",
    });
    expect(formToUpcomingBookInput({ ...valid(), storeLinks: storeLinks.slice(2) }).storeLinks).toEqual([
      { store: 'kobo', label: '', url: 'https://kobo.example/rain' },
    ]);
  });
});
