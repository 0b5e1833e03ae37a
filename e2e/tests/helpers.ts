import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionOf } from './api';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

/** A screenshot to look at (the whole page, in artifacts/screenshots, unless told otherwise).
 * CI keeps no artifacts: there the page is not drawn (some 200 screenshots a run on two cores),
 * only the pause kept, so a test runs the same steps at the same pace everywhere. */
export async function snap(
  page: Page,
  name: string,
  options: { folder?: string; fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  // Let MUI's transitions (floating labels, menus, dialogs) finish first.
  await page.waitForTimeout(options.settleMs ?? 300);
  if (process.env.CI === 'true') return;
  const folder = options.folder ?? SCREENSHOTS;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: options.fullPage ?? true });
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

/** Opens an item's page from the item list (English labels) and answers its URL. */
export async function openItemPage(page: Page, search: string): Promise<string> {
  await page.goto('/inventory/items');
  await page.getByLabel('Code or name').fill(search);
  const row = page.getByTestId('data-table-inventory-items').getByRole('row').nth(1);
  await expect(row).toContainText(search);
  await row.click();
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
  return page.url();
}

/** A table row's cells by column header, colon aside (columns without a header left out). */
export function cellsOf(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((tr) => {
    const headers = Array.from(tr.closest('table')?.querySelectorAll('thead th') ?? []);
    const cells = Array.from(tr.querySelectorAll(':scope > td'));
    const text = (cell: Element | undefined) => (cell as HTMLElement | undefined)?.innerText.trim();
    const entries = headers
      // Headers end in the colon every label gets; the cells are keyed without it.
      .map((header, index): [string, string] => [
        (text(header) ?? '').replace(/:$/, ''),
        text(cells[index]) ?? '',
      ])
      .filter(([header]) => header !== '');
    return Object.fromEntries(entries);
  });
}

/** The one row matched has exactly these cells (other columns aside): "8" is not "18". */
export async function expectCells(row: Locator, cells: Record<string, string>): Promise<void> {
  await expect(row).toHaveCount(1);
  await expect.poll(() => cellsOf(row)).toMatchObject(cells);
}

/** Signs in as `username`, works in the store of `storeCode`, and keeps the test's language for
 * the pages after (the language stored on the user wins at sign-in). */
export async function signInTo(page: Page, username: string, storeCode: string, language: string) {
  await signIn(page, username);
  await expectDashboard(page);
  if ((await sessionOf(page)).storeCode !== storeCode) {
    const menu = page.getByTestId('user-menu-button');
    await menu.click();
    await page.getByTestId(`store-option-${storeCode}`).click();
    await expect(menu).toContainText(storeCode);
  }
  expect((await sessionOf(page)).storeCode).toBe(storeCode);
  await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
}

/** Signs out from the user menu (the user's tokens are revoked). */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/** What a keyboard-wedge scanner does (useBarcodeWedge): the label's keys in one burst, then
 * Enter, where the focus is. Sent in the page: keys typed one by one from here can come further
 * apart than a scanner's on a loaded machine. */
export async function wedgeScan(page: Page, scan: string): Promise<void> {
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...keys.split(''), 'Enter'])
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, scan);
}
