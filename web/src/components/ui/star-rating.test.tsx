import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { roundToHalf, StarRating } from '@/components/ui/star-rating';

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
});
