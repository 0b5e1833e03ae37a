// The shell's top bar on a phone (390x844), in English and Arabic: the breadcrumb gives way
// with an ellipsis and never runs under the user-menu button. Screenshots to artifacts/screenshots.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectDashboard, signIn, snap } from './helpers';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

/** The breadcrumb and each of its crumbs end before the user-menu button, cut with an ellipsis. */
async function expectBreadcrumbBesideMenu(page: Page, language: 'en' | 'ar', name: string) {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const bar = page.locator('nav:has(.MuiBreadcrumbs-ol)');
  await expect(bar.locator('[aria-current="page"]')).toBeVisible();
  await snap(page, `top-bar-390-${language}-${name}`);
  const menu = await boxOf(page.getByTestId('user-menu-button'));
  const crumbs = bar.locator('.MuiBreadcrumbs-li > *');
  for (const locator of [bar, ...(await crumbs.all())]) {
    const box = await boxOf(locator);
    if (language === 'en') expect(box.x + box.width).toBeLessThanOrEqual(menu.x + 0.5);
    else expect(box.x).toBeGreaterThanOrEqual(menu.x + menu.width - 0.5);
  }
  const overflow = await crumbs.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).textOverflow),
  );
  expect(new Set(overflow)).toEqual(new Set(['ellipsis']));
}

for (const language of ['en', 'ar'] as const) {
  test(`top bar at 390x844 (${language}): the breadcrumb stops before the user menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'storekeeper');
    await expectDashboard(page);
    // After sign-in: the language stored on the user is applied at sign-in.
    await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
    await page.goto('/distribution/outbound-shipment');
    await expectBreadcrumbBesideMenu(page, language, 'outbound-shipments');
    await page.goto('/replenishment/inbound-shipment');
    await expectBreadcrumbBesideMenu(page, language, 'inbound-shipments');
    // A receipt's page: three crumbs, the last a record label.
    await page.getByText('National Medical Warehouse').first().click();
    await expect(page).toHaveURL(/\/replenishment\/inbound-shipment\/[^/]+$/);
    await expectBreadcrumbBesideMenu(page, language, 'inbound-shipment');
  });
}

test('top bar at 1366x768: every crumb shows whole', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/replenishment/inbound-shipment');
  const crumbs = page.locator('.MuiBreadcrumbs-li > *');
  await expect(crumbs).toHaveText(['Replenishment', 'Inbound shipments']);
  const cut = await crumbs.evaluateAll(
    (elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length,
  );
  expect(cut).toBe(0);
  await snap(page, 'top-bar-1366-en-replenishment-inbound-shipment');
});
