import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';

import { formatTime, spokenTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [65.4, '1:05'],
    [3725, '1:02:05'],
    [NaN, '0:00'],
    [Infinity, '0:00'],
  ])('%s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

// The slider's spoken position, with real plurals in each language.
describe('spokenTime', () => {
  afterEach(() => activateCatalogue('en', english));

  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [65, '1 minute 5 seconds'],
    [121, '2 minutes 1 second'],
  ])('%s seconds read %j in English', (seconds, text) => {
    expect(spokenTime(seconds)).toBe(text);
  });

  it.each([
    [0, '0 segundos'],
    [1, '1 segundo'],
    [60, '1 minuto'],
    [65, '1 minuto 5 segundos'],
    [121, '2 minutos 1 segundo'],
  ])('%s seconds read %j in Spanish', (seconds, text) => {
    activateCatalogue('es', spanish);
    expect(spokenTime(seconds)).toBe(text);
  });
});
