import { expect, test } from '@playwright/test';

import { axeViolations } from './helpers';

type Heading = string | RegExp;

// Each page once, with its level-one heading in each language it is checked in. The Spanish
// site (under /es) has longer words, and its owner's texts may fall back to English.
const pages: { path: string; heading: { en: Heading; es?: Heading } }[] = [
  { path: '/', heading: { en: 'Magical Stories for Curious Young Minds', es: /\S/ } },
  { path: '/books', heading: { en: 'Explore Our Book Collection', es: 'Explora nuestra colección de libros' } },
  { path: '/about', heading: { en: 'Meet Lily Hart', es: 'Conoce a Lily Hart' } },
  { path: '/books/the-kindness-cloud-a835d4ab', heading: { en: 'The Kindness Cloud', es: 'The Kindness Cloud' } },
  { path: '/privacy-policy', heading: { en: 'Privacy Policy', es: 'Política de privacidad' } },
  { path: '/books?topic=Kindness&q=cloud', heading: { en: 'Explore Our Book Collection' } },
  { path: '/books?q=no-such-book', heading: { en: 'Explore Our Book Collection', es: 'Explora nuestra colección de libros' } },
  { path: '/contact', heading: { en: 'Contact', es: 'Contacto' } },
  { path: '/multimedia/the-kindness-cloud-a835d4ab', heading: { en: 'Videos & Songs', es: 'Videos y canciones' } },
  { path: '/no-such-page', heading: { en: 'Page not found', es: 'Página no encontrada' } },
];

const checks = pages.flatMap(({ path, heading }) =>
  (Object.entries(heading) as [keyof typeof heading, Heading][]).map(([lang, name]) => ({
    lang,
    path: lang === 'es' ? `/es${path}` : path,
    heading: name,
  })),
);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`accessibility (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { lang, path, heading } of checks) {
      test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/' || path === '/es/') {
          // Wait for the book list to settle so its cards are checked too.
          await expect(page.getByText(lang === 'en' ? 'Loading books...' : 'Cargando libros...')).toBeHidden();
        }

        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
