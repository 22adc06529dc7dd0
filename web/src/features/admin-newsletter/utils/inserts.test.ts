import { describe, expect, it } from 'vitest';

import { bookCardHtml, kitHtml } from './inserts';

const book = { id: '0f8c2d4e-1111-4222-8333-944455556666', slug: 'the-kindness-cloud' };
const origin = 'https://books.example';

describe('inserts', () => {
  it("links a kit to its sign-up block on its book's page", () => {
    const html = kitHtml({ title: 'Cloud <Kit>', headline: 'Spread sunshine' }, book, origin);
    expect(html).toMatch(/href="https:\/\/books\.example\/books\/the-kindness-cloud-[^"#]+#kit"/);
    expect(html).toContain('<h3>Cloud &lt;Kit&gt;</h3>');
  });

  it('names a kit by its headline when it has no title', () => {
    expect(kitHtml({ title: '', headline: 'Spread sunshine' }, book, origin)).toContain('<h3>Spread sunshine</h3>');
  });

  it("links a book card to the book's page, with no anchor", () => {
    const html = bookCardHtml({ ...book, title: 'The Kindness Cloud', description: 'A cloud.', coverImage: '/files/covers/c.png' }, origin);
    expect(html).toMatch(/href="https:\/\/books\.example\/books\/the-kindness-cloud-[^"#]+"/);
    expect(html).toContain('<img src="/files/covers/c.png" alt="The Kindness Cloud">');
  });
});
