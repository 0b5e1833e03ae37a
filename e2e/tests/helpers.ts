import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Let MUI's transitions (floating labels, menus, dialogs) finish first.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Chooses the interface language before the app loads (the detector reads local storage). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('/preference/language'))
      localStorage.setItem('/preference/language', lang);
  }, language);
}

export async function signIn(page: Page, username: string, password = 'pass'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-cards')).toBeVisible();
}
