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
      createdAt: '',
      updatedAt: '',
    });
    expect(form.expectedReleaseDate).toBe('2027-03-15');
  });
});
