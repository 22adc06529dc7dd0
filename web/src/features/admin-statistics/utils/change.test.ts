import { describe, expect, it } from 'vitest';

import { change } from './change';

describe('change', () => {
  it('says how a count moved from the period before, in whole percent', () => {
    expect(change(150, 120)).toEqual({ direction: 'up', percent: '25' });
    expect(change(90, 100)).toEqual({ direction: 'down', percent: '10' });
    expect(change(0, 12)).toEqual({ direction: 'down', percent: '100' });
    expect(change(2, 3)).toEqual({ direction: 'down', percent: '33' });
    expect(change(1001, 1000)).toEqual({ direction: 'up', percent: '<1' });
  });

  it("is 'new' after a period with none, 'same' when unchanged, null when the period before is unknown", () => {
    expect(change(7, 0)).toEqual({ direction: 'new' });
    expect(change(0, 0)).toEqual({ direction: 'same' });
    expect(change(5, 5)).toEqual({ direction: 'same' });
    expect(change(5, undefined)).toBeNull();
  });
});
