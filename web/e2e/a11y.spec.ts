import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  { path: '/', heading: 'Magical Stories for Curious Young Minds' },
  { path: '/books', heading: 'Explore Our Book Collection' },
  { path: '/about', heading: 'Meet Lily Hart' },
  { path: '/books/the-kindness-cloud-a835d4ab', heading: 'The Kindness Cloud' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/books?topic=Kindness&q=cloud', heading: 'Explore Our Book Collection' },
  { path: '/books?q=no-such-book', heading: 'Explore Our Book Collection' },
  { path: '/contact', heading: 'Contact' },
  { path: '/multimedia/the-kindness-cloud-a835d4ab', heading: 'Videos & Songs' },
  // The Spanish site: its words are longer and its owner's texts may fall back to English.
  { path: '/es/', heading: /\S/ },
  { path: '/es/books', heading: 'Explora nuestra colección de libros' },
  { path: '/es/books?q=no-such-book', heading: 'Explora nuestra colección de libros' },
  { path: '/es/about', heading: 'Conoce a Lily Hart' },
  { path: '/es/books/the-kindness-cloud-a835d4ab', heading: 'The Kindness Cloud' },
  { path: '/es/contact', heading: 'Contacto' },
  { path: '/es/privacy-policy', heading: 'Política de privacidad' },
  { path: '/es/multimedia/the-kindness-cloud-a835d4ab', heading: 'Videos y canciones' },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`accessibility (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of pages) {
      test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/' || path === '/es/') {
          // Wait for the book list to settle so its cards are checked too.
          await expect(page.getByText(path === '/' ? 'Loading books...' : 'Cargando libros...')).toBeHidden();
        }

        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
      });
    }
  });
}
