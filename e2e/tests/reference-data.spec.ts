import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, storedReasons } from './api';
import { expectCells, expectDashboard, signIn, snap } from './helpers';

// Reference data of the inventory: the store's master lists with their items, and the log
// reasons by type, added and edited by users with EDIT_CENTRAL_DATA; in English then in Arabic.
test.describe.configure({ mode: 'serial' });

const drawer = (page: Page) => page.getByTestId('app-drawer');
const dialog = (page: Page) => page.getByRole('dialog');
const reasonRow = (page: Page, text: string) =>
  page.getByTestId('data-table-log-reasons').getByRole('row').filter({ hasText: text });

async function toArabic(page: Page) {
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
}

/** The stored item count of the store's master list of that code. */
async function storedLineCount(page: Page, code: string): Promise<number | undefined> {
  const data = await asPage<{ masterLists: { code: string; lineCount: number }[] }>(
    page,
    `query($s: String!) { masterLists(storeId: $s) { code lineCount } }`,
  );
  return data.masterLists.find((list) => list.code === code)?.lineCount;
}

test('master lists: open one, search its items, open an item; an unknown list offers a way back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await drawer(page).getByRole('link', { name: 'Master lists' }).click();
  await expect(page).toHaveURL(/\/inventory\/master-lists$/);
  const lists = page.getByTestId('data-table-master-lists');
  const essential = lists.getByRole('row').filter({ hasText: 'Essential medicines' });
  await expectCells(essential, {
    Code: 'EML',
    Name: 'Essential medicines',
    Items: String(await storedLineCount(page, 'EML')),
  });
  await expect(essential).toContainText('national essential medicines list');
  await snap(page, 'master-lists-en');

  await essential.click();
  await expect(page).toHaveURL(/\/inventory\/master-lists\/[0-9a-f-]{36}$/);
  const listUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Essential medicines' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Essential medicines',
  );
  const items = page.getByTestId('data-table-master-list-items');
  await page.getByLabel('Code or name').fill('PARA500');
  await expect(page).toHaveURL(/search=PARA500/);
  await expect(items.getByRole('row')).toHaveCount(2);
  await expectCells(items.getByRole('row').nth(1), {
    Code: 'PARA500T',
    Name: 'Paracetamol 500 mg tablet',
  });
  await snap(page, 'master-list-search-en');
  // Reload keeps the search, which lives in the URL.
  await page.reload();
  await expect(page.getByLabel('Code or name')).toHaveValue('PARA500');
  await items.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('item-name')).toHaveText('Paracetamol 500 mg tablet');

  await page.goto('/inventory/master-lists/no-such-list');
  await expect(page.getByText('Master list not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to master lists' }).click();
  await expect(page).toHaveURL(/\/inventory\/master-lists$/);
  await page.goto(listUrl);
  await expect(page.getByRole('heading', { name: 'Essential medicines' })).toBeVisible();
});

test('an administrator adds a log reason, is refused an empty one, and makes one inactive', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await drawer(page).getByRole('link', { name: 'Log reasons' }).click();
  await expect(page).toHaveURL(/\/manage\/log-reasons$/);
  await expectCells(reasonRow(page, 'Stolen'), {
    Reason: 'Stolen',
    Type: 'Negative inventory adjustment',
    Status: 'Active',
  });
  await page.getByRole('tab', { name: 'Positive inventory adjustment' }).click();
  await expect(page).toHaveURL(/tab=POSITIVE_INVENTORY_ADJUSTMENT/);
  await expect(reasonRow(page, 'Donation received')).toBeVisible();
  await expect(reasonRow(page, 'Stolen')).toHaveCount(0);

  // Alt+N (focus is on the tab just chosen) opens the dialog on that tab's type.
  await page.keyboard.press('Alt+n');
  await expect(dialog(page).getByRole('heading', { name: 'New reason' })).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('combobox', { name: 'Reason type' })).toHaveText(
    'Positive inventory adjustment',
  );
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Enter a reason of 1 to 200 characters')).toBeVisible();
  await snap(page, 'reason-empty-en');
  await dialog(page).locator('input[name="reason"]').fill('Returned from ward');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reason saved').first()).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const returned = {
    Reason: 'Returned from ward',
    Type: 'Positive inventory adjustment',
    Status: 'Active',
  };
  await expectCells(reasonRow(page, 'Returned from ward'), returned);
  // Stored once, of the tab's type, active; shown again after a reload.
  expect(await storedReasons(page, 'Returned from ward')).toEqual([
    { reason: 'Returned from ward', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
  ]);
  await page.reload();
  await expectCells(reasonRow(page, 'Returned from ward'), returned);

  await reasonRow(page, 'Returned from ward').click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit reason' })).toBeVisible();
  await dialog(page)
    .getByRole('checkbox', { name: /Active/ })
    .uncheck();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expectCells(reasonRow(page, 'Returned from ward'), { ...returned, Status: 'Inactive' });
  await snap(page, 'log-reasons-en');
  expect(await storedReasons(page, 'Returned from ward')).toEqual([
    { reason: 'Returned from ward', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: false },
  ]);
  await page.reload();
  await expectCells(reasonRow(page, 'Returned from ward'), { ...returned, Status: 'Inactive' });
});

test('a store keeper reads the reasons but is offered no new reason', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await drawer(page).getByRole('link', { name: 'Log reasons' }).click();
  await expectCells(reasonRow(page, 'Damaged on arrival'), { Type: 'Return', Status: 'Active' });
  await expect(page.getByRole('button', { name: 'New reason' })).toHaveCount(0);
  await page.keyboard.press('Alt+n');
  await reasonRow(page, 'Damaged on arrival').click();
  await expect(dialog(page)).toHaveCount(0);
  await snap(page, 'log-reasons-storekeeper-en');
});

test('master lists and log reasons in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await toArabic(page);
  await page.goto('/inventory/master-lists');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(drawer(page).getByRole('link', { name: 'القوائم الرئيسية' })).toBeVisible();
  const lists = page.getByTestId('data-table-master-lists');
  await expect(lists.getByRole('columnheader', { name: 'الأصناف' })).toBeVisible();
  // The table reads from the right: its first column sits at the inline start.
  const box = await lists.boundingBox();
  const first = await lists.getByRole('columnheader').first().boundingBox();
  expect(box && first && first.x + first.width > box.x + box.width / 2).toBe(true);
  await snap(page, 'master-lists-ar');
  await lists.getByRole('row').filter({ hasText: 'Vaccines' }).click();
  await expect(
    page.getByText(`الرمز EPI · الأصناف: ${await storedLineCount(page, 'EPI')}`, { exact: true }),
  ).toBeVisible();
  await snap(page, 'master-list-ar');
  await page.goto('/inventory/master-lists/no-such-list');
  await expect(page.getByText('القائمة الرئيسية غير موجودة')).toBeVisible();
  await snap(page, 'master-list-not-found-ar');

  await page.goto('/manage/log-reasons?tab=RETURN_REASON');
  await expect(page.getByRole('tab', { name: 'إرجاع' })).toHaveAttribute('aria-selected', 'true');
  // "نشط" exactly: the inactive status, "غير نشط", contains it.
  await expectCells(reasonRow(page, 'Wrong item'), { النوع: 'إرجاع', الحالة: 'نشط' });
  await page.getByRole('button', { name: 'سبب جديد' }).click();
  await dialog(page).getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog(page).getByText('أدخل سببًا من 1 إلى 200 حرف')).toBeVisible();
  await snap(page, 'reason-empty-ar');
  await dialog(page).locator('input[name="reason"]').fill('منتهي الصلاحية عند الاستلام');
  await dialog(page).getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog(page)).toBeHidden();
  const expired = { السبب: 'منتهي الصلاحية عند الاستلام', النوع: 'إرجاع', الحالة: 'نشط' };
  await expectCells(reasonRow(page, 'منتهي الصلاحية عند الاستلام'), expired);
  await snap(page, 'log-reasons-ar');
  expect(await storedReasons(page, 'منتهي الصلاحية عند الاستلام')).toEqual([
    { reason: 'منتهي الصلاحية عند الاستلام', type: 'RETURN_REASON', isActive: true },
  ]);
  await page.reload();
  await expectCells(reasonRow(page, 'منتهي الصلاحية عند الاستلام'), expired);
});
