import { expect, test } from '@playwright/test';
import { expectDashboard, signIn, snap } from './helpers';

test('storekeeper switches store; the last-used store is chosen at the next sign-in', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  const menuButton = page.getByTestId('user-menu-button');
  const firstStore = (await menuButton.textContent()) ?? '';
  const target = firstStore.includes('DNS') ? 'KHC' : 'DNS';
  await menuButton.click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.waitForTimeout(400);
  await snap(page, 'user-menu-en');
  await page.getByTestId(`store-option-${target}`).click();
  await expect(menuButton).toContainText(target);
  await menuButton.click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  // The username is prefilled from the most recent credentials.
  await expect(page.locator('input[name="username"]')).toHaveValue('storekeeper');
  await page.locator('input[name="password"]').fill('pass');
  await page.locator('button[type="submit"]').click();
  await expectDashboard(page);
  await expect(menuButton).toContainText(target);
});

test('a page the storekeeper lacks permission for shows "Permission denied" and goes to the dashboard', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/manage/stores');
  const dialog = page.getByTestId('session-dialog-Forbidden');
  await expect(dialog).toContainText('Permission denied');
  await expect(page).toHaveURL(/\/dashboard$/);
  await snap(page, 'forbidden-en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expectDashboard(page);
});

test('an administrator opens the guarded page; breadcrumbs and Escape go up', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/manage/stores/12');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Manage');
  await expect(crumbs).toContainText('Stores');
  await expect(crumbs).toContainText('Record 12');
  await expect(page.getByRole('table')).toContainText('National Medical Warehouse');
  await snap(page, 'stores-en');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/manage\/stores$/);
  await expect(page).toHaveTitle('Stores | Dawa');
});

test('unknown paths show the 404 page', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await expect(page).toHaveTitle('Page not found | Dawa');
  await snap(page, 'not-found-en');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expectDashboard(page);
});

test('the command palette (Ctrl+K) goes to an area', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('settings');
  await snap(page, 'palette-en');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Dense tables')).toBeVisible();
  await snap(page, 'settings-en');
});

test('Arabic shell: drawer, breadcrumbs and 404 right-to-left', async ({ page }) => {
  // The viewer's own language is Arabic: it applies at sign-in.
  await signIn(page, 'viewer');
  await expectDashboard(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/manage/stores');
  const dialog = page.getByTestId('session-dialog-Forbidden');
  await expect(dialog).toContainText('تم رفض الإذن');
  await snap(page, 'forbidden-ar');
  await dialog.getByRole('button').click();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.waitForTimeout(400);
  await snap(page, 'user-menu-ar');
  await page.keyboard.press('Escape');
  await page.goto('/nowhere');
  await expect(page.getByTestId('not-found')).toContainText('الصفحة غير موجودة');
  await snap(page, 'not-found-ar');
});

test('the user menu updates the user details and shows the last sync', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByText('Update user details').click();
  await expect(page.getByText('User details updated')).toBeVisible();
  await expect(page.getByText(/Last user sync: \d{4}-\d\d-\d\d \d\d:\d\d/)).toBeVisible();
  await snap(page, 'user-sync-en');
});

test('the drawer remembers being closed once the user has set it', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  const drawer = page.getByTestId('app-drawer');
  await expect(drawer).toHaveAttribute('data-open', 'true');
  await page.getByTestId('drawer-toggle').click();
  await expect(drawer).toHaveAttribute('data-open', 'false');
  expect(await page.evaluate(() => localStorage.getItem('/appdrawer/open'))).toBe('false');
  await page.reload();
  await expect(drawer).toHaveAttribute('data-open', 'false');
  await snap(page, 'drawer-closed-en');
  // Hovering opens it for a moment; choosing an entry closes it again.
  await drawer.hover();
  await expect(drawer).toHaveAttribute('data-open', 'true');
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drawer).toHaveAttribute('data-open', 'false');
});
