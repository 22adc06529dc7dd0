import { describe, expect, it } from 'vitest';

import { makeKit } from '@/testing/admin-data';

import { defaultFileName, downloadEmail } from './kit-files';
import { emptyKitForm, formToKitInput, kitToForm, validateKitForm } from './kit-form';

describe('kit form', () => {
  it('needs a title and a book, with the spec message', () => {
    expect(validateKitForm(emptyKitForm())).toEqual({
      message: 'Please fill in all required fields.',
      errors: { title: 'Title is required', bookId: 'Please select a book' },
    });
    expect(validateKitForm({ ...emptyKitForm(), title: '  ', bookId: 'b' }).errors).toEqual({ title: 'Title is required' });
    expect(validateKitForm({ ...emptyKitForm(), title: 'Kit', bookId: 'b' })).toEqual({ errors: {} });
  });

  it('starts a new kit active, and sends the fields trimmed', () => {
    expect(emptyKitForm().active).toBe(true);
    const kit = makeKit({ title: 'Kit', headline: 'Hi', headlineEs: 'Hola', mailerliteGroupId: '42', active: false });
    expect(formToKitInput({ ...kitToForm(kit), title: '  Kit  ', subheadline: ' Sub ', titleEs: ' Kit de bondad ' })).toEqual({
      status: 'published',
      publishAt: null,
      bookId: 'book-1',
      title: 'Kit',
      titleEs: 'Kit de bondad',
      headline: 'Hi',
      headlineEs: 'Hola',
      subheadline: 'Sub',
      subheadlineEs: '',
      heroImageUrl: '',
      mailerliteGroupId: '42',
      active: false,
    });
  });
});

describe('kit files', () => {
  it('names a file after its name before the first dot', () => {
    expect(defaultFileName('Parent Guide.pdf')).toBe('Parent Guide');
    expect(defaultFileName('coloring.pages.v2.pdf')).toBe('coloring');
    expect(defaultFileName('README')).toBe('README');
    expect(defaultFileName('.hidden')).toBe('.hidden');
  });

  it('writes a short email that carries the link', () => {
    const email = downloadEmail({ kitTitle: 'The Kindness Cloud Kit', url: 'https://x/kit-downloads/t', from: 'Storyshelf' });
    expect(email).toMatch(/^Subject: Your free The Kindness Cloud Kit\n/);
    expect(email).toContain('\nhttps://x/kit-downloads/t\n');
    expect(email).toContain('24 hours');
    expect(email.endsWith('Storyshelf')).toBe(true);
  });
});
