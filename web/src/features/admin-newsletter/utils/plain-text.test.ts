import { describe, expect, it } from 'vitest';

import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('writes headings, paragraphs, lists, links and the button as plain text, without pictures', () => {
    const html =
      '<h2>Spring news</h2><p>Hello <strong>friends</strong>, read <a href="https://example.com/a">this</a>.</p>' +
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol>' +
      '<p><img src="/files/images/x.png" alt=""></p><p><img src="/files/images/y.png" alt="A seed"></p>' +
      '<p><a class="button" href="https://example.com/buy">Buy it</a></p>';
    expect(htmlToPlainText(html)).toBe(
      'Spring news\n\nHello friends, read this (https://example.com/a).\n\n- One\n- Two\n\n1. First\n\nA seed\n\nBuy it: https://example.com/buy',
    );
  });

  it('gives nothing for an empty body', () => {
    expect(htmlToPlainText('<p></p>')).toBe('');
  });
});
