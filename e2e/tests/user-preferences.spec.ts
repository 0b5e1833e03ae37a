// The simplified layout is the user's (decision 0026): turned off on one tablet, it is off on
// the next tablet they sign in on. Played as admin, and turned back on at the end, so the other
// specs (which expect cards on a phone) see the default.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectDashboard, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

async function tablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await expectDashboard(page);
  return page;
}

async function setSimplified(page: Page, on: boolean) {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Simplified layout on small screens' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
}

async function stockLayout(page: Page) {
  await page.goto('/inventory/stock');
  const table = page.getByTestId('data-table-inventory-stock');
  await expect(table.locator('.dt-card, tbody tr.dt-row').first()).toBeVisible();
  return table.getAttribute('data-layout');
}

test('the simplified layout follows the user to another tablet', async ({ browser }) => {
  const first = await tablet(browser);
  expect(await stockLayout(first)).toBe('cards');
  const saved = first.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('updateUserPreferences'),
  );
  await setSimplified(first, false);
  await saved;
  expect(await stockLayout(first)).toBe('table');

  // Another tablet: a fresh browser, nothing on it but the sign-in.
  const second = await tablet(browser);
  expect(await stockLayout(second)).toBe('table');
  await setSimplified(second, true);
  expect(await stockLayout(second)).toBe('cards');

  // Back on the first tablet, the next sign-in brings the choice made on the second.
  await first.context().clearCookies();
  await signIn(first, 'admin');
  await expectDashboard(first);
  expect(await stockLayout(first)).toBe('cards');
});
