import { describe, expect, it } from 'vitest';

import { hasBlankLine, splitParagraphs } from './paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines, whatever spaces or line ends they hold, and keeps single line breaks', () => {
    expect(splitParagraphs('One.\n\nTwo.\r\n \r\nThree.\n\u00a0\nFour\nstill four.\n\n\n')).toEqual([
      'One.',
      'Two.',
      'Three.',
      'Four\nstill four.',
    ]);
    expect(splitParagraphs('  Only one.  ')).toEqual(['Only one.']);
    expect(splitParagraphs(' \n\n ')).toEqual([]);
  });

  it('tells a text with a blank line from one without', () => {
    expect(hasBlankLine('One.\n\nTwo.')).toBe(true);
    expect(hasBlankLine('One.\nTwo.')).toBe(false);
  });
});
