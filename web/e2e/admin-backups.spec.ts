import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { axeViolations, openAdminPage } from './helpers';

// Backups on the dashboard (issue 14): the card says whether backups are scheduled (the e2e
// server runs without BACKUP_EVERY), and the owner downloads a fresh archive of the site.

const ADMIN = { email: 'backups-owner@example.com', password: 'Sunshine1' };

test('the owner sees that scheduled backups are off, and downloads a backup of the site', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  try {
    const card = page.getByRole('region', { name: 'Backups' });
    await expect(card).toContainText("Scheduled backups are off. Your site's host has to turn them on.");
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download a backup now' }).click();
    const file = await download;
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
