import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';

import { bookText, ownerParagraphs, ownerText } from './owner-text';

describe('ownerText', () => {
  afterEach(() => activateCatalogue('en', english));

  it('never shows the Spanish text on an English page', () => {
    expect(ownerText('Stories', 'Cuentos')).toEqual({ text: 'Stories' });
    expect(ownerText('', 'Cuentos')).toEqual({ text: '' });
    expect(ownerParagraphs(['One.'], ['Uno.'])).toEqual({ items: ['One.'] });
  });

  it('shows the Spanish text on a Spanish page, or the English one marked as English', () => {
    activateCatalogue('es', spanish);
    expect(ownerText('Stories', 'Cuentos')).toEqual({ text: 'Cuentos' });
    expect(ownerText('Stories', '')).toEqual({ text: 'Stories', lang: 'en' });
    // An answer from before the Spanish texts existed has none.
    expect(ownerText('Stories', undefined)).toEqual({ text: 'Stories', lang: 'en' });
    expect(ownerText('', '')).toEqual({ text: '' });
    expect(ownerParagraphs(['One.'], ['Uno.', 'Dos.'])).toEqual({ items: ['Uno.', 'Dos.'] });
    expect(ownerParagraphs(['One.'], [])).toEqual({ items: ['One.'], lang: 'en' });
    expect(ownerParagraphs([], undefined)).toEqual({ items: [] });
  });
});

describe('bookText', () => {
  afterEach(() => activateCatalogue('en', english));

  it("reads an English book's text as the owner's other texts", () => {
    expect(bookText('Activity Sheet', 'Hoja de actividades', 'en')).toEqual({ text: 'Activity Sheet' });
    activateCatalogue('es', spanish);
    expect(bookText('Activity Sheet', 'Hoja de actividades', 'en')).toEqual({ text: 'Hoja de actividades' });
    expect(bookText('Activity Sheet', '', 'en')).toEqual({ text: 'Activity Sheet', lang: 'en' });
  });

  it("keeps a Spanish book's text, marked as Spanish on an English page", () => {
    expect(bookText('Rema, rema', '', 'es')).toEqual({ text: 'Rema, rema', lang: 'es' });
    activateCatalogue('es', spanish);
    expect(bookText('Rema, rema', '', 'es')).toEqual({ text: 'Rema, rema' });
    expect(bookText('Rema, rema', 'Rema, rema, rema', 'es')).toEqual({ text: 'Rema, rema, rema' });
  });
});
