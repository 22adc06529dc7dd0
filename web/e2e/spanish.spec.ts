import { expect, test } from '@playwright/test';

import { openAdminPage, runBinary, downloadByClicking } from './helpers';

// The whole story of issue #26 for a Spanish-speaking parent on a phone: switches to Spanish,
// browses, filters the Spanish books, opens the Spanish edition, downloads a material, joins the
// newsletter (and is welcomed in Spanish) and writes in, all in Spanish, then switches back to the
// same page in English; the owner finds the sign-up marked Spanish.
test.use({ viewport: { width: 390, height: 844 } });

// The demo's Spanish edition of its newest book.
const NUBE = 'La nube de la bondad';
const ADMIN = { email: 'spanish-owner@example.com', password: 'Sunshine1' };

type Mail = { kind: string; to: string; subject: string; text: string };

test('a Spanish-speaking parent uses the site in Spanish on a phone', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const parent = `lucia-${Date.now().toString(36)}@example.com`;
  const menu = () => page.getByRole('button', { name: /Open menu|Abrir menú/ });
  const mobileMenu = page.locator('#mobile-menu');

  await page.goto('/');
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();

  // Browse the books, in Spanish, keep the Spanish ones and open one: its address stays under /es/.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Libros', exact: true }).click();
  await expect(page).toHaveURL('/es/books');
  await expect(page).toHaveTitle('Todos los libros | Storyshelf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora nuestra colección de libros');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'En español' });
  await expect(page).toHaveURL('/es/books?lang=es');
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText([NUBE]);
  await page.getByRole('link', { name: `Explorar libro: ${NUBE}` }).click();
  await expect(page).toHaveURL(/\/es\/books\/la-nube-de-la-bondad-[0-9a-f]{8}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NUBE);
  await expect(page.getByRole('heading', { name: 'Materiales de aprendizaje divertidos' })).toBeVisible();

  // Download a material.
  const download = await downloadByClicking(page.getByRole('button', { name: /^Descargar/ }).first());
  expect(download.suggestedFilename()).toMatch(/\.\w+$/);

  // Join the newsletter from the Spanish home page.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/es\/?$/);
  const newsletter = page.getByRole('region', { name: 'Suscríbete a nuestro boletín para familias' });
  await newsletter.getByRole('textbox', { name: 'Correo electrónico' }).fill(parent);
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
  await newsletter.getByRole('button', { name: '¡Súmate a la diversión!' }).click();
  expect((await joined).status()).toBe(200);
  // The server's thanks, in the page's language; no mail server in the tests, so it promises
  // no mail (the one asking to confirm waits in the outbox).
  await expect(newsletter.getByText('¡Gracias por suscribirte!', { exact: true })).toBeVisible();

  // The mail asking to confirm, waiting in the outbox, is in Spanish.
  let confirm: Mail | undefined;
  await expect
    .poll(
      () =>
        (confirm = (JSON.parse(runBinary(['outbox', '--limit', '50'])) as { mail: Mail[] }).mail.find(
          (m) => m.kind === 'newsletter.confirm' && m.to === parent,
        )),
      { timeout: 15_000, message: `the confirmation mail to ${parent} in the outbox` },
    )
    .toBeTruthy();
  expect(confirm!.subject).toMatch(/^Confirma tu suscripción al boletín para familias de /);
  expect(confirm!.text).toContain('Para empezar a recibirlo, confírmalo aquí:');

  // Write in.
  await menu().click();
  await mobileMenu.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL('/es/contact');
  await page.getByRole('textbox', { name: 'Tu nombre' }).fill('Lucía Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(parent);
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

  // The owner finds the sign-up and the message marked Spanish.
  const owner = await openAdminPage(browser, ADMIN);
  try {
    const admin = owner.page;
    await admin.goto(`/admin/subscribers?q=${encodeURIComponent(parent)}`);
    const person = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: parent }) });
    await expect(person.getByRole('img', { name: 'Spanish' })).toHaveText('ES');
    await admin.goto('/admin/messages?lang=es');
    await expect(admin.getByText(parent).first()).toBeVisible();
  } finally {
    await owner.context.close();
  }
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
