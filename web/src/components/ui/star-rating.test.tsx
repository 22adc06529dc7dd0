import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { roundToHalf, StarRating } from '@/components/ui/star-rating';
import { activateCatalogue } from '@/lib/i18n';

describe('roundToHalf', () => {
  it.each([
    [4.2, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.8, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s rounds to %s', (input, want) => {
    expect(roundToHalf(input)).toBe(want);
  });
});

describe('StarRating', () => {
  it('names the rounded rating for screen readers', () => {
    render(<StarRating rating={4.3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('names it in Spanish, with a decimal comma, on a Spanish page', () => {
    activateCatalogue('es', spanish);
    render(<StarRating rating={4.3} />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeInTheDocument();
  });
});

afterEach(() => activateCatalogue('en', english));
