import { expect, test, type Page } from '@playwright/test';
import { createInventoryFixtures } from './inventory-api';
import { expectDashboard, signIn, snap } from './helpers';

const GTIN = '09506000134352';
// Raw GS1 element string as a wedge scanner types it: GTIN (01), expiry (17), batch (10) last.
const SCAN = `01${GTIN}1728063010E2E-VAC-1`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createInventoryFixtures(request, GTIN);
});

async function openItem(page: Page, search: string) {
  await page.goto('/inventory/items');
  await page.getByLabel('Code or name').fill(search);
  const row = page.getByTestId('data-table-inventory-items').getByRole('row').nth(1);
  await expect(row).toContainText(search);
  await row.click();
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
}

async function openLine(page: Page, batch: string) {
  await page
    .getByTestId('data-table-inventory-item-stock')
    .getByText(batch, { exact: true })
    .click();
  const dialog = page.getByTestId('stock-line-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function save(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

test('find an item, see its figures, adjust stock with a reason and read the ledger', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await openItem(page, 'Abacavir');
  await expect(page.getByTestId('item-name')).toContainText('Abacavir');
  // The demo may hold stock of its own: check the figures' shape and their inputs.
  await expect(page.getByTestId('stat-soh')).toContainText(/Stock on hand \(tablet\)[\d,]+/);
  await expect(page.getByTestId('stat-amc')).toContainText('look-back months');
  await expect(page.getByTestId('stat-status')).toContainText(/months/);
  await expect(page.getByTestId('stat-expiring')).toContainText(/units expiring/);
  await expect(page.locator('[data-expiry="EXPIRING"]').first()).toBeVisible();
  await expect(page.locator('[data-expiry="OK"]').first()).toBeVisible();
  await snap(page, 'inventory-item-en');

  const dialog = await openLine(page, 'E2E-TAB-1');
  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  await page.getByRole('button', { name: 'Reduce' }).click();
  await page.getByLabel('Number of packs').fill('25');
  await page.getByLabel('Number of packs').blur();
  await expect(page.getByText('Only 20 packs are available')).toBeVisible();
  await page.getByLabel('Number of packs').fill('3');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  await expect(page.getByTestId('adjust-new-total')).toContainText('17');
  await snap(page, 'inventory-adjust-en');
  await save(page, 'Stock adjusted');
  await expect(dialog).toContainText('17 packs of 30');
  await expect(dialog).toContainText('Inventory reduction');
  await expect(dialog).toContainText('Damaged');
  await snap(page, 'inventory-line-ledger-en');
  await page.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByTestId('data-table-inventory-ledger')).toContainText('Inventory addition');
  await expect(page).toHaveURL(/tab=ledger/);
});

test('add new stock, then repack it', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await openItem(page, 'Abacavir');
  await page.getByRole('button', { name: 'New stock' }).click();
  await page.getByLabel('Batch').fill('E2E-NEW-7');
  await page.getByLabel('Pack size').fill('30');
  await page.getByLabel('Number of packs', { exact: true }).fill('12');
  await page.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Found in store' }).click();
  await snap(page, 'inventory-new-stock-en');
  await save(page, 'Stock added');
  const dialog = await openLine(page, 'E2E-NEW-7');
  await dialog.getByRole('button', { name: 'Repack' }).click();
  await page.getByLabel('Packs to repack').fill('2');
  await page.getByLabel('New pack size').fill('7');
  await expect(page.getByTestId('repack-result')).toContainText('whole number');
  await page.getByLabel('New pack size').fill('10');
  await expect(page.getByTestId('repack-result')).toContainText(
    '2 packs of 30 become 6 packs of 10',
  );
  await snap(page, 'inventory-repack-en');
  await save(page, 'Stock repacked');
  await expect(dialog).toContainText('10 packs of 30');
});

test('change location and hold, edit VVM status, filter the stock list', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await openItem(page, 'BCG vaccine');
  const dialog = await openLine(page, 'E2E-VAC-1');
  await dialog.getByRole('button', { name: 'Location and hold' }).click();
  await page.getByRole('combobox', { name: /^Location/ }).click();
  await page.getByRole('option', { name: /E2E-COLD-1/ }).click();
  await page.getByLabel('On hold (cannot be issued)').check();
  await save(page, 'Stock line saved');
  await dialog.getByRole('button', { name: 'VVM status' }).click();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: /VVM2/ }).click();
  await page.getByLabel('Comment').fill('Checked at receipt');
  await save(page, 'VVM status saved');
  await page.getByRole('button', { name: 'Close' }).last().click();
  const table = page.getByTestId('data-table-inventory-item-stock');
  await expect(table).toContainText('E2E-COLD-1');
  await expect(table).toContainText('VVM2');

  await page.goto('/inventory/stock');
  await page.getByLabel('On hold only').click();
  await expect(page).toHaveURL(/onHold=true/);
  await page.getByLabel('Item code or name').fill('BCG vaccine');
  await expect(page).toHaveURL(/search=BCG/);
  const stock = page.getByTestId('data-table-inventory-stock');
  await expect(stock).toContainText('E2E-VAC-1');
  await expect(stock).not.toContainText('E2E-TAB-1');
  await snap(page, 'inventory-stock-en');
  // A line on hold still opens, so it can be taken off hold.
  await stock.getByText('E2E-VAC-1').click();
  await expect(page.getByTestId('stock-line-dialog')).toBeVisible();
  await expect(page).toHaveURL(/line=/);
});

test('a wedge scan opens the item and batch; a bad scan says it cannot read it', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/inventory/items');
  await expect(page.getByTestId('barcode-scanner')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.type('0100000000000001', { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Unable to read barcode').first()).toBeVisible();
  await page.keyboard.type(SCAN, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}\?line=/);
  await expect(page.getByRole('dialog')).toContainText('batch E2E-VAC-1');
  await snap(page, 'inventory-scan-en');
});

test('locations: create, edit, delete several with partial failures counted', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/inventory/locations');
  await page.getByRole('button', { name: 'New location' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a code')).toBeVisible();
  await page.getByLabel('Code').fill('E2E-TEMP');
  await page.getByLabel('Name').fill('Temporary shelf');
  await save(page, 'Location saved');
  const table = page.getByTestId('data-table-inventory-locations');
  await table.getByText('E2E-TEMP').click();
  await page.getByLabel('Name').fill('Temporary shelf B');
  await save(page, 'Location saved');
  await expect(table).toContainText('Temporary shelf B');
  for (const code of ['E2E-TEMP', 'E2E-COLD-1']) {
    await table.getByRole('row').filter({ hasText: code }).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete 2 locations?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 location deleted')).toBeVisible();
  await expect(page.getByText(/1 location could not be deleted/)).toBeVisible();
  await snap(page, 'inventory-locations-en');
});

test('Arabic: the main flow runs right to left', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  await page.goto('/inventory/items');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('الرمز أو الاسم').fill('Abacavir');
  const row = page.getByTestId('data-table-inventory-items').getByRole('row').nth(1);
  await expect(row).toContainText('Abacavir');
  await snap(page, 'inventory-items-ar');
  await row.click();
  await expect(page.getByTestId('stat-soh')).toContainText('المخزون المتوفر');
  await snap(page, 'inventory-item-ar');
  const dialog = await openLine(page, 'E2E-TAB-1');
  await dialog.getByRole('button', { name: 'تعديل المخزون' }).click();
  await page.getByRole('button', { name: 'زيادة' }).click();
  await page.getByLabel('عدد العبوات').fill('1');
  await page.getByLabel('السبب').click();
  await page.getByRole('option', { name: 'Found in store' }).click();
  await snap(page, 'inventory-adjust-ar');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم تعديل المخزون').first()).toBeVisible();
  await expect(dialog).toContainText('إضافة جرد');
  await snap(page, 'inventory-line-ar');
});
