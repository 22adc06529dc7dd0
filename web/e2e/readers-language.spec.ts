import { expect, test } from '@playwright/test';

import { axeViolations, openAdminPage, runBinary } from './helpers';

// A Spanish-speaking parent joins the newsletter on the Spanish site from a phone: the mail asking
// to confirm is in Spanish, its link opens a Spanish page whose button confirms (opening it does
// not); then the welcome mail, in Spanish, whose unsubscribe link opens a Spanish page; the owner,
// signed in, finds the sign-up confirmed and marked Spanish in Subscribers. The address is new each run.

const ADMIN = { email: 'language-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const PARENT = `lucia-${RUN}@example.com`;

type Mail = { kind: string; to: string; subject: string; text: string; html?: string };

// The outbox as the binary prints it, newest first.
function outbox(): Mail[] {
  return (JSON.parse(runBinary(['outbox', '--limit', '50'])) as { mail: Mail[] }).mail;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a parent who joins on the Spanish site is mailed in Spanish and marked Spanish for the owner', async ({ page, browser }) => {
  test.setTimeout(120_000);

  await page.goto('/es/');
  const newsletter = page.getByRole('region', { name: 'Suscríbete a nuestro boletín para familias' });
  await newsletter.getByRole('textbox', { name: 'Correo electrónico' }).fill(PARENT);
  await newsletter.getByRole('button', { name: '¡Súmate a la diversión!' }).click();
  await expect(newsletter.getByText(/^¡Gracias por suscribirte!/)).toBeVisible();

  // The mail asking to confirm, in Spanish; its link opens a page with a button, and only the
  // button confirms (mail scanners open links).
  let confirm: Mail | undefined;
  await expect
    .poll(() => (confirm = outbox().find((m) => m.kind === 'newsletter.confirm' && m.to === PARENT)), {
      timeout: 15_000,
      message: `the confirmation mail to ${PARENT} in the outbox`,
    })
    .toBeTruthy();
  expect(confirm!.subject).toMatch(/^Confirma tu suscripción al boletín para familias de /);
  expect(outbox().some((m) => m.kind === 'newsletter.welcome' && m.to === PARENT)).toBe(false);
  await page.goto(/https?:\/\/\S+\/confirm-subscription\?token=\S+/.exec(confirm!.text)![0]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu suscripción' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar mi suscripción' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu suscripción está confirmada!' })).toBeVisible();

  // The welcome mail, once confirmed, in Spanish, with its links to the Spanish pages.
  let welcome: Mail | undefined;
  await expect
    .poll(() => (welcome = outbox().find((m) => m.kind === 'newsletter.welcome' && m.to === PARENT)), {
      timeout: 15_000,
      message: `the welcome mail to ${PARENT} in the outbox`,
    })
    .toBeTruthy();
  expect(welcome!.subject).toMatch(/^Te damos la bienvenida al boletín para familias de /);
  expect(welcome!.text).toContain('De vez en cuando te escribiremos con consejos educativos');
  expect(welcome!.text).toMatch(/Explora los libros y los materiales de aprendizaje gratis: https?:\/\/\S+\/es\/books\n/);
  expect(welcome!.text).toContain(`Te suscribiste con ${PARENT}.`);
  expect(welcome!.html).toContain('<html lang="es">');

  // Its unsubscribe link opens a page in Spanish (opening it unsubscribes nobody).
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(welcome!.text)![0];
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: '¿Quieres darte de baja?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Volver a / })).toHaveAttribute('href', '/es/');
  expect(await axeViolations(page)).toEqual([]);

  // The owner finds the sign-up marked Spanish, and the Spanish filter keeps it.
  const owner = await openAdminPage(browser, ADMIN);
  try {
    const admin = owner.page;
    await admin.goto('/admin/subscribers');
    await admin.getByLabel('Language').selectOption({ label: 'Spanish' });
    await expect(admin).toHaveURL(/\/admin\/subscribers\?lang=es$/);
    await admin.getByRole('searchbox', { name: 'Search' }).fill(PARENT);
    await admin.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const person = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: PARENT }) });
    await expect(person).toHaveCount(1);
    await expect(person.getByRole('img', { name: 'Spanish' })).toHaveText('ES');
    await expect(person.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(person).toContainText('Confirmed');
    await person.getByText('Consent record', { exact: false }).click();
    await expect(person).toContainText('Quiero recibir el boletín para familias');
    expect(await axeViolations(admin)).toEqual([]);
  } finally {
    await owner.context.close();
  }
});
