import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, sessionOf, storedLocations } from './api';
import { expectCells, expectDashboard, openItemPage, signIn, snap } from './helpers';

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
  // The session the page works in is that store's (its requests name it).
  expect((await sessionOf(page)).storeCode).toBe(target);
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
  // The server recorded the sync just now, and the menu shows that time (in the browser's zone).
  const data = await asPage<{ lastSuccessfulUserSync: { lastSuccessfulSync: string | null } }>(
    page,
    `{ lastSuccessfulUserSync { lastSuccessfulSync } }`,
  );
  const synced = data.lastSuccessfulUserSync.lastSuccessfulSync ?? '';
  expect(Date.now() - Date.parse(synced)).toBeLessThan(5 * 60_000);
  const shown = await page.evaluate((iso) => {
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  }, synced);
  await expect(page.getByText(`Last user sync: ${shown}`, { exact: true })).toBeVisible();
});

test('user sync without the server says "Unable to connect to the server"', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"updateUser"')
      ? route.abort()
      : route.continue(),
  );
  await page.getByTestId('user-menu-button').click();
  await page.getByText('Update user details').click();
  // The open menu hides the rest of the page from the accessibility tree, so find it by text.
  await expect(page.getByText('Unable to connect to the server')).toBeVisible();
  await snap(page, 'user-sync-connection-error-en');
});

test('leaving a page while the user details load shows no server error on the next', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  // The user details of the reloaded page are held back, so the page is left while they load.
  let held = false;
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"operationName":"me"')) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect.poll(() => held).toBe(true);
  await page.goto('/inventory/items');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(
    page.getByTestId('data-table-inventory-items').getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByTestId('session-dialog-ServerError')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('/error/auth'))).toBeNull();
});

test('the footer names the store and the user, and follows a store switch', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('User: storekeeper');
  const code = (await page.getByTestId('user-menu-button').textContent())?.includes('DNS')
    ? 'KHC'
    : 'DNS';
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(`store-option-${code}`).click();
  await expect(footer).toContainText(`(${code})`);
  await expect(footer).toHaveAttribute('data-central', 'false');
  expect((await sessionOf(page)).storeCode).toBe(code);
});

test('a dirty form asks "Are you sure?" before the page is left, in English and Arabic', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  const drawer = page.getByTestId('app-drawer');
  // Moves inside the app (a page.goto would load a new document, which the browser guards).
  const openLocations = async () => {
    await drawer.locator('a[href="/inventory/locations"]').click();
    await expect(page).toHaveURL(/\/inventory\/locations$/);
  };
  // A form left untouched lets the page go without a question.
  await openLocations();
  await page.getByRole('button', { name: 'New location' }).click();
  await expect(page.getByRole('dialog', { name: 'New location' })).toBeVisible();
  await page.goBack();
  await expectDashboard(page);

  await openLocations();
  await page.getByRole('button', { name: 'New location' }).click();
  const form = page.getByRole('dialog', { name: 'New location' });
  await form.getByLabel('Name').fill('Half-typed shelf');
  await page.goBack();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    'Are you sure you want to cancel? Any unsaved changes will be lost.',
  );
  await snap(page, 'unsaved-changes-en');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/inventory\/locations$/);
  await expect(form.getByLabel('Name')).toHaveValue('Half-typed shelf');
  await page.goBack();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expectDashboard(page);
  // Leaving dropped the form: nothing was stored.
  expect((await storedLocations(page)).map((l) => l.name)).not.toContain('Half-typed shelf');

  await page.goto('/dashboard?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openLocations();
  await page.getByRole('button', { name: 'موقع جديد' }).click();
  const arabicForm = page.getByRole('dialog');
  await expect(arabicForm).toBeVisible();
  await arabicForm.locator('input[name="name"]').fill('رف');
  await page.goBack();
  const arabicConfirm = page.getByRole('dialog', { name: 'هل أنت متأكد؟' });
  await expect(arabicConfirm).toContainText('ستفقد أي تغييرات غير محفوظة');
  await snap(page, 'unsaved-changes-ar');
  await arabicConfirm.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect((await storedLocations(page)).map((l) => l.name)).not.toContain('رف');
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

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('keyboard: + and Alt+N add a location, Alt+S saves it, Escape cancels', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/inventory/locations');
  const newButton = page.getByRole('button', { name: 'New location' });
  await expect(newButton).toHaveAttribute('aria-keyshortcuts', 'Alt+N Plus');
  await newButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Shortcut: Alt+N or +');
  await snap(page, 'shortcut-hint-en');
  await page.mouse.move(600, 600);

  await page.keyboard.press('+');
  const dialog = page.getByRole('dialog', { name: 'New location' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inventory\/locations$/);

  await page.keyboard.press('Alt+n');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+S',
  );
  const code = `KEY-${Date.now() % 100000}`;
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Keyboard shelf');
  // In a text field '+' is text; Alt+S saves from inside the field.
  await dialog.getByLabel('Name').press('+');
  await expect(dialog.getByLabel('Name')).toHaveValue('Keyboard shelf+');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await snap(page, 'shortcut-location-dialog-en');
  await page.keyboard.press('Alt+s');
  await expect(page.getByText('Location saved').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('data-table-inventory-locations').getByRole('row').filter({
    hasText: code,
  });
  await expectCells(row, { Code: code, Name: 'Keyboard shelf+' });
  // Alt+S saved what was typed: stored, and listed after a reload.
  expect((await storedLocations(page)).filter((l) => l.code === code)).toEqual([
    { code, name: 'Keyboard shelf+', onHold: false },
  ]);
  await page.reload();
  await expectCells(row, { Code: code, Name: 'Keyboard shelf+' });

  // The stock list's New stock answers Alt+N too.
  await page.goto('/inventory/stock');
  await expect(page.getByRole('button', { name: 'New stock' })).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('dialog', { name: 'New stock' })).toBeVisible();
});

test('item page: the breadcrumb names the item, Ctrl+digit switches tabs, the detail panel shows its facts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await openItemPage(page, 'Abacavir');
  await expect(page.getByTestId('item-name')).toContainText('Abacavir');
  const name = (await page.getByTestId('item-name').textContent()) ?? '';
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText(name);
  await expect(crumbs).not.toContainText('Record');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^${escaped} · \\S+ \\| Items \\| Dawa$`));

  // Wide screen: the panel is open beside the page, 300 px at the inline end (right).
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toHaveAttribute('data-open', 'true');
  const facts = page.getByTestId('item-facts');
  for (const label of ['Code', 'Unit', 'Default pack size', 'Strength', 'Manufacturer', 'Vaccine'])
    await expect(facts).toContainText(label);
  expect((await boxOf(panel)).width).toBe(300);
  expect((await boxOf(panel)).x).toBeGreaterThan((await boxOf(page.locator('main'))).x);
  await snap(page, 'item-panel-en');

  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/tab=ledger/);
  await expect(page.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+1');
  await expect(page).not.toHaveURL(/tab=ledger/);
  await expect(page.getByRole('tab', { name: 'Stock lines' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('dialog', { name: 'New stock' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Closing is remembered.
  await page.getByTestId('detail-panel-toggle').click();
  await expect(panel).toHaveAttribute('data-open', 'false');
  expect(await page.evaluate(() => localStorage.getItem('/detailpanel/open'))).toBe('false');
  await page.reload();
  await expect(page.getByTestId('item-facts')).toBeAttached();
  await expect(panel).toHaveAttribute('data-open', 'false');
  await snap(page, 'item-panel-closed-en');
  // The command palette's "show or hide" opens it again.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('detail panel');
  await page.keyboard.press('Enter');
  await expect(panel).toHaveAttribute('data-open', 'true');

  // Narrow screens: the panel covers the page and starts closed.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await expect(page.getByTestId('item-facts')).toBeAttached();
  await expect(panel).toHaveAttribute('data-open', 'false');
  await page.getByTestId('detail-panel-toggle').click();
  await expect(panel).toBeVisible();
  await snap(page, 'item-panel-narrow-en');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Pages without a panel have no toggle; Escape went up to the list.
  await page.setViewportSize({ width: 1600, height: 900 });
  // Escape goes up only once no dialog is open: let the overlay panel finish closing.
  await expect(page.locator('[role="dialog"], .MuiModal-root')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/inventory\/items$/);
  await expect(page.getByTestId('detail-panel-toggle')).toHaveCount(0);
});

test('Arabic: the panel sits on the left, the breadcrumb names the item, shortcuts work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  const itemUrl = await openItemPage(page, 'Abacavir');
  await expect(page.getByTestId('item-name')).toContainText('Abacavir');
  const name = (await page.getByTestId('item-name').textContent()) ?? '';
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  await page.goto(itemUrl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toHaveAttribute('data-open', 'true');
  await expect(page.getByTestId('item-facts')).toContainText('حجم العبوة الافتراضي');
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText(name);
  // Inline end is the left in Arabic.
  const main = await boxOf(page.locator('main'));
  expect((await boxOf(panel)).x + 300).toBeLessThanOrEqual(main.x + 1);
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/tab=ledger/);
  await expect(page.getByRole('tab', { name: 'السجل' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'item-panel-ar');

  await page.goto('/inventory/locations');
  await expect(page.getByRole('button', { name: 'موقع جديد' })).toBeVisible();
  await page.keyboard.press('+');
  const dialog = page.getByRole('dialog', { name: 'موقع جديد' });
  await expect(dialog).toBeVisible();
  const code = `KAR-${Date.now() % 100000}`;
  await dialog.getByLabel('الرمز').fill(code);
  await dialog.getByLabel('الاسم').fill('رف لوحة المفاتيح');
  await snap(page, 'shortcut-location-dialog-ar');
  await page.keyboard.press('Alt+s');
  await expect(page.getByText('تم حفظ الموقع').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await storedLocations(page)).filter((l) => l.code === code)).toEqual([
    { code, name: 'رف لوحة المفاتيح', onHold: false },
  ]);
  await page.reload();
  await expectCells(
    page.getByTestId('data-table-inventory-locations').getByRole('row').filter({ hasText: code }),
    { الرمز: code, الاسم: 'رف لوحة المفاتيح' },
  );
});
