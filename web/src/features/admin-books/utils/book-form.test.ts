import { describe, expect, it } from 'vitest';

import { isWebUrl } from '@/lib/form-rules';
import { makeBook } from '@/testing/test-utils';

import { bookToForm, emptyBookForm, emptyMaterial, formToBookInput, validateBookForm } from './book-form';

const valid = () => ({
  ...emptyBookForm(),
  title: 'Seed',
  author: 'Lily Hart',
  description: 'A seed grows.',
  ageRange: '3-6',
  publishDate: '2026-03-01',
  isbn: '978',
  pages: '32',
  coverImage: '/files/covers/a.png',
});

describe('book form values', () => {
  it('passes a complete book', () => {
    expect(validateBookForm(valid())).toEqual({});
  });

  it('wants whole pages of at least 1 and titles under 200 characters', () => {
    expect(validateBookForm({ ...valid(), pages: '0' }).pages).toBe('Pages must be at least 1');
    expect(validateBookForm({ ...valid(), pages: 'abc' }).pages).toBe('Pages must be at least 1');
    expect(validateBookForm({ ...valid(), pages: '2.5' }).pages).toBe('Pages must be a whole number');
    expect(validateBookForm({ ...valid(), title: 'x'.repeat(201) }).title).toBe(
      'Please keep the title under 200 characters.',
    );
    expect(validateBookForm({ ...valid(), title: '   ' }).title).toBe('Title is required');
  });

  it('takes only full http(s) addresses for the links', () => {
    expect(isWebUrl('https://www.amazon.com/dp/x')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('www.amazon.com')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });

  it('sends trimmed values, whole pages, and genres without empty or repeated ones', () => {
    const values = {
      ...valid(),
      title: '  Seed ',
      genres: [' Nature ', '', 'Courage', 'Nature'].map((value, i) => ({ key: `g${i}`, value })),
      downloadMaterials: [{ ...emptyMaterial(), title: ' Sheet ', description: 'Draw', fileUrl: '/files/materials/a.pdf' }],
    };
    expect(formToBookInput(values)).toMatchObject({
      title: 'Seed',
      pages: 32,
      genres: ['Nature', 'Courage'],
      downloadMaterials: [{ title: 'Sheet', description: 'Draw', type: 'pdf', fileUrl: '/files/materials/a.pdf', fileSize: '0 KB' }],
    });
  });

  it('starts an edit from the stored book, dates as the date input needs them', () => {
    const form = bookToForm(makeBook({ publishDate: '2024-05-01T00:00:00Z', genres: [], pages: 0 }));
    expect(form.publishDate).toBe('2024-05-01');
    expect(form.pages).toBe('');
    expect(form.genres.map((g) => g.value)).toEqual(['']);
    expect(form.downloadMaterials).toEqual([]);
  });
});
