import { describe, expect, it } from 'vitest';

import { bookCardHtml, shortDescription } from './inserts';
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

describe('bookCardHtml', () => {
  const book = {
    id: '0123456789abcdef',
    slug: 'the-brave-seed',
    title: 'The Brave <Seed>',
    description: 'A seed grows.',
    coverImage: '/files/covers/seed.jpg',
  };

  it('is a cover, a linked title, a short description and a button to the book page', () => {
    const html = bookCardHtml(book, 'https://author.example');
    expect(html).toBe(
      '<p><img src="/files/covers/seed.jpg" alt="The Brave &lt;Seed&gt;"></p>' +
        '<h3><a href="https://author.example/books/the-brave-seed-01234567">The Brave &lt;Seed&gt;</a></h3>' +
        '<p>A seed grows.</p>' +
        '<p><a class="button" href="https://author.example/books/the-brave-seed-01234567">See the book</a></p>',
    );
  });

  it('leaves out a cover stored elsewhere than the site, which a mail may not load', () => {
    expect(bookCardHtml({ ...book, coverImage: 'https://cdn.example/c.jpg' }, 'https://a.example')).not.toContain('<img');
  });

  it('shortens a long description at a word', () => {
    const text = shortDescription('word '.repeat(100), 30);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(31);
  });
});
