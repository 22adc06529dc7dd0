import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { formatLongDate } from './format-long-date';
import { activateCatalogue } from './i18n';

afterEach(() => activateCatalogue('en', english));

describe('formatLongDate', () => {
  it('words a calendar day in English on English pages', () => {
    expect(formatLongDate('2025-06-01')).toBe('June 1, 2025');
  });

  it('words it in Spanish on Spanish pages, and in English again after', () => {
    activateCatalogue('es', spanish);
    expect(formatLongDate('2025-06-01')).toBe('1 de junio de 2025');
    activateCatalogue('en', english);
    expect(formatLongDate('2025-06-01')).toBe('June 1, 2025');
  });

  it('reads a full timestamp in UTC', () => {
    expect(formatLongDate('2025-04-14T23:30:00Z')).toBe('April 14, 2025');
  });

  it('shows an unreadable value as it came', () => {
    activateCatalogue('es', spanish);
    expect(formatLongDate('soon')).toBe('soon');
  });
});
