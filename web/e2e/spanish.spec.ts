import { expect, test } from '@playwright/test';

import { kindnessCloud, KINDNESS_CLOUD } from './helpers';

// A Spanish-speaking parent on a phone: switches to Spanish, browses, opens a book, downloads a
// material, joins the newsletter and writes in, all in Spanish, then switches back to the same
// page in English.
test.use({ viewport: { width: 390, height: 844 } });

test('a Spanish-speaking parent uses the site in Spanish on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { ref } = await kindnessCloud(request);
  const menu = () => page.getByRole('button', { name: /Open menu|Abrir menú/ });
  const mobileMenu = page.locator('#mobile-menu');

  await page.goto('/');
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();

  // Browse the books, in Spanish, and open one: its address stays under /es/.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Libros', exact: true }).click();
  await expect(page).toHaveURL('/es/books');
  await expect(page).toHaveTitle('Todos los libros | Storyshelf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora nuestra colección de libros');
  await page.getByRole('link', { name: `Explorar libro: ${KINDNESS_CLOUD}` }).click();
  await expect(page).toHaveURL(`/es/books/${ref}`);
  await expect(page.getByRole('heading', { name: 'Materiales de aprendizaje divertidos' })).toBeVisible();

  // Download a material.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Descargar/ }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.\w+$/);

  // Join the newsletter from the Spanish home page.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/es\/?$/);
  const newsletter = page.getByRole('region', { name: 'Suscríbete a nuestro boletín para familias' });
  await newsletter.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example.com');
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
  await newsletter.getByRole('button', { name: '¡Súmate a la diversión!' }).click();
  expect((await joined).status()).toBe(200);
  // The server's thanks, in the page's language.
  await expect(newsletter.getByText('¡Gracias por suscribirte! Pronto te llegará un correo de bienvenida')).toBeVisible();

  // Write in.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL('/es/contact');
  await page.getByRole('textbox', { name: 'Tu nombre' }).fill('Lucía Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example.com');
  await page.getByRole('combobox', { name: 'Asunto' }).selectOption({ label: 'Solicitud de visita escolar' });
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('¿Podría visitar nuestra clase de segundo grado en mayo?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  await expect(page.getByText('¡Gracias por tu mensaje! Te responderemos pronto.')).toBeVisible();

  // Back to English: the same page.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});

test('an English page offers Spanish to a browser that prefers it, without going there', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/books');
  await expect(page).toHaveURL('/books');
  const offer = page.getByRole('complementary', { name: 'Idioma' });
  await expect(offer.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/books');
  await offer.getByRole('button', { name: 'No, gracias: seguir en inglés' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Idioma' })).toBeHidden();
  await context.close();
});
