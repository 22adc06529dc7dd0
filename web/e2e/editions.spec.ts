import { expect, test, type Page } from '@playwright/test';

import { axeViolations, kindnessCloud, KINDNESS_CLOUD } from './helpers';

// The demo's Spanish edition of its newest book.
const NUBE = 'La nube de la bondad';

// A Spanish-speaking parent on a phone looks for books in Spanish: filters the Spanish site's
// books to Español, opens the Spanish edition, goes to its English edition and back, without
// leaving the Spanish site.
test.use({ viewport: { width: 390, height: 844 } });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a Spanish-speaking parent finds the Spanish edition and its English one on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { book: cloud } = await kindnessCloud(request);

  await page.goto('/es/books');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora nuestra colección de libros');
  const summary = page.getByRole('status').filter({ hasText: /^Mostrando / });
  await expect(summary).toHaveText('Mostrando 8 de 8 libros');
  const cards = page.getByRole('main').getByRole('article');
  const card = (title: string) => cards.filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  // English books say so: the one with a Spanish edition is in English, the others only in English.
  await expect(card(KINDNESS_CLOUD)).toContainText('En inglés');
  await expect(card(KINDNESS_CLOUD)).not.toContainText('Solo en inglés');
  await expect(card('Brave Little Bea')).toContainText('Solo en inglés');
  await expect(card(NUBE)).not.toContainText(/en inglés|en español/i);
  await noSidewaysScroll(page);

  // Español, chosen from the keyboard as a phone's picker would.
  const language = page.getByRole('combobox', { name: 'Idioma' });
  await expect(language.getByRole('option')).toHaveText(['Todos los idiomas', 'En inglés', 'En español']);
  await language.selectOption({ label: 'En español' });
  await expect(summary).toHaveText('Mostrando 1 de 8 libros en español');
  await expect(page).toHaveURL('/es/books?lang=es');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([NUBE]);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // The Spanish edition, on the Spanish site.
  await page.getByRole('link', { name: `Explorar libro: ${NUBE}` }).click();
  await expect(page).toHaveURL(/^.*\/es\/books\/la-nube-de-la-bondad-[0-9a-f]{8}$/);
  const nubePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUBE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Materiales de aprendizaje divertidos' })).toBeVisible();
  // The kit the owner made on the English edition belongs to the story: it is offered here too,
  // in Spanish.
  const kit = page.getByRole('region', { name: '¡Empieza tu ola de bondad con un kit gratis!' });
  await expect(kit).toBeVisible();
  await expect(kit.getByText('Kit de La nube de la bondad')).toBeVisible();
  // Signed up for here, its files come by their Spanish names.
  await kit.getByRole('textbox', { name: 'Correo electrónico' }).fill('familia-ediciones@example.com');
  await kit.getByRole('checkbox', { name: 'Acepto recibir novedades de vez en cuando.' }).check();
  await kit.getByRole('button', { name: 'Quiero mi kit gratis' }).click();
  await expect(kit.getByRole('heading', { level: 3, name: '¡Tu kit está listo!' })).toBeVisible();
  await expect(kit.getByRole('link')).toHaveText(['Guía para familias (PDF)', 'Tabla de la bondad (Imagen)', 'Canción de la bondad (Audio)']);

  // Its English edition, named in Spanish, still on the Spanish site.
  const toEnglish = page.getByRole('link', { name: `También en inglés ${KINDNESS_CLOUD}` });
  await expect(toEnglish).toHaveAttribute('href', `/es/books/${cloud.slug}-${cloud.id.slice(0, 8)}`);
  await expect(toEnglish.getByRole('img')).toHaveCount(0); // the small cover is decoration
  await expect(toEnglish.locator('img')).toHaveAttribute('src', /^\/files\/covers\//);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await toEnglish.click();
  await expect(page).toHaveURL(`/es/books/${cloud.slug}-${cloud.id.slice(0, 8)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KINDNESS_CLOUD);
  await expect(page.getByRole('heading', { name: 'Materiales de aprendizaje divertidos' })).toBeVisible();

  // And back to the Spanish edition, by its link and by Back.
  const toSpanish = page.getByRole('link', { name: `También en español ${NUBE}` });
  await expect(toSpanish).toHaveAttribute('href', nubePath);
  await toSpanish.click();
  await expect(page).toHaveURL(nubePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUBE);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KINDNESS_CLOUD);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/es/books?lang=es');
  await expect(summary).toHaveText('Mostrando 1 de 8 libros en español');

  // A fresh load of the Spanish edition's page (the server's page, not the app's navigation)
  // offers the same link.
  await page.goto(nubePath);
  await expect(page.getByRole('link', { name: `También en inglés ${KINDNESS_CLOUD}` })).toBeVisible();
});

test("the English site offers a Spanish edition as 'Also in Spanish'", async ({ page, request }) => {
  const { ref } = await kindnessCloud(request);
  await page.goto(`/books/${ref}`);
  const toSpanish = page.getByRole('link', { name: `Also in Spanish ${NUBE}` });
  await expect(toSpanish).toHaveAttribute('href', /^\/books\/la-nube-de-la-bondad-[0-9a-f]{8}$/);
  await toSpanish.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUBE);
  await expect(page.getByRole('link', { name: `Also in English ${KINDNESS_CLOUD}` })).toHaveAttribute('href', `/books/${ref}`);
  // The story's kit, on the English site in English.
  await expect(page.locator('#kit').getByText('The Kindness Cloud Kit')).toBeVisible();
  // Search engines are told each edition's language, in the page the server sends.
  await page.goto(new URL(page.url()).pathname);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => JSON.parse(text) as { '@type': string; inLanguage?: string }).find((v) => v['@type'] === 'Book')?.inLanguage).toBe('es');
});
