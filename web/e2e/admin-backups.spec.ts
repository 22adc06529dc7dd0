import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { axeViolations, openAdminPage, downloadByClicking } from './helpers';

// Backups on the dashboard (issue 14): the card says whether backups are scheduled (the e2e
// server runs without BACKUP_EVERY, so a fresh site has them off), and the owner downloads a
// fresh archive of the site. Issue 27: she turns them on herself in Settings → Backups, the
// dashboard says they are on, and the first one is made at once.

const ADMIN = { email: 'backups-owner@example.com', password: 'Sunshine1' };

test('the owner sees that scheduled backups are off, and downloads a backup of the site', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  try {
    const card = page.getByRole('region', { name: 'Backups' });
    await expect(card).toContainText('Scheduled backups are off.');
    await expect(card.getByRole('link', { name: 'Turn backups on in Settings → Backups' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const file = await downloadByClicking(card.getByRole('button', { name: 'Download a backup now' }));
    expect(file.suggestedFilename()).toMatch(/^storyshelf-\d{8}-\d{6}\.tar\.gz$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.length).toBeGreaterThan(1024);
    // A gzip stream starts with its magic bytes.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    await expect(page.getByText(`${file.suggestedFilename()} has been saved.`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download a backup now' })).not.toHaveAttribute('aria-disabled');

    // It fits a phone, and axe still finds nothing.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the owner turns backups on in Settings → Backups, the dashboard says they are on, and a backup is made', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  const section = page.getByRole('region', { name: 'Backups' });
  try {
    // From the dashboard's card to the section.
    await page.getByRole('region', { name: 'Backups' }).getByRole('link', { name: 'Turn backups on in Settings → Backups' }).click();
    await expect(page).toHaveURL(/\/admin\/settings#backups$/);
    await expect(section).toContainText('Backups are off.');
    await expect(section).toContainText('where nobody on the web can reach it');
    await expect(section).toContainText('storyshelf import');
    await expect(section).toBeInViewport();

    await section.getByLabel('Make backups on their own').check();
    await section.getByLabel('How often').selectOption({ label: 'Every day' });
    await section.getByLabel('How many to keep').fill('5');
    await expect(section).toContainText('Unsaved changes');
    await section.getByRole('button', { name: 'Save Backups' }).click();
    await expect(page.getByText('Backups are on. The next one is made in a few minutes.')).toBeVisible();
    await expect(section).toContainText('Backups are on: a copy of the whole site is made every day, and the newest 5 are kept.');
    await expect(section).not.toContainText('Unsaved changes');
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard says they are on, and the worker, woken by the save, makes the first one.
    await page.goto('/admin');
    const card = page.getByRole('region', { name: 'Backups' });
    await expect(card.getByRole('link', { name: 'Change how often in Settings → Backups' })).toBeVisible();
    await expect(card).not.toContainText('Scheduled backups are off');
    await expect(async () => {
      await page.reload();
      // The card has the dashboard's answer (the first backup still to come, or how the last
      // one went) before it is read.
      await expect(card).toContainText(/The first backup runs soon\.|Last backup: /);
      expect(await card.textContent()).toMatch(/Last backup: .*, succeeded/);
    }).toPass({ timeout: 60_000 });
  } finally {
    // Off again, so the specs after this one run on a site that makes no backups.
    // (Only when they are on: a failure before turning them on stays the failure reported.)
    await page.goto('/admin/settings#backups');
    const on = section.getByLabel('Make backups on their own');
    if (await on.isChecked()) {
      await on.uncheck();
      await section.getByRole('button', { name: 'Save Backups' }).click();
      await expect(page.getByText('Backups are off. No more will be made; the ones already made are kept.')).toBeVisible();
    }
    await context.close();
  }
});
