import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDashboard, signIn, snap } from './helpers';

// Creating and editing an item, its variants, pack variants and bundles, as an administrator
// (ITEM_MUTATE), in English then in Arabic.
test.describe.configure({ mode: 'serial' });

let itemUrl = '';

const dialog = (page: Page) => page.getByRole('dialog');

async function saveDialog(page: Page, toast: string | RegExp) {
  await dialog(page).locator('button.MuiButton-contained').click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

async function section(page: Page, id: string): Promise<Locator> {
  const table = page.getByTestId(`data-table-${id}`);
  await expect(table).toBeVisible();
  return table;
}

test('create an item, edit it, add variants, pack variants and a bundle; the rules are the server’s', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/inventory/items');
  await page.getByRole('button', { name: 'New item' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('input[name="code"]').fill('E2E-ITEM-1');
  await dialog(page).locator('input[name="name"]').fill('E2E test tablets');
  await dialog(page).locator('input[name="unitName"]').fill('tablet');
  await dialog(page).locator('input[name="defaultPackSize"]').fill('20');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page).locator('input[name^="masterList-"]').first().check();
  await snap(page, 'item-new-en');
  await saveDialog(page, 'Item saved');
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('item-name')).toHaveText('E2E test tablets');
  itemUrl = new URL(page.url()).pathname;

  // A duplicate code is refused, whatever its case.
  await page.goto('/inventory/items');
  await page.getByRole('button', { name: 'New item' }).click();
  await dialog(page).locator('input[name="code"]').fill('e2e-item-1');
  await dialog(page).locator('input[name="name"]').fill('Another');
  await dialog(page).locator('input[name^="masterList-"]').first().check();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This value is already used').first()).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await page.goto(itemUrl);
  await page.getByRole('button', { name: 'Edit item' }).click();
  await dialog(page).locator('input[name="strength"]').fill('5 mg');
  await saveDialog(page, 'Item saved');
  await expect(page.getByTestId('item-name')).toHaveText('E2E test tablets');

  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(page).toHaveURL(/tab=variants/);
  await page.getByRole('button', { name: 'New variant' }).click();
  await dialog(page).locator('input[name="name"]').fill('Blister A');
  await dialog(page).locator('input[name="manufacturer"]').fill('Acme Pharma');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-variants')).toContainText('Blister A');
  // Names are unique per item, case and spaces aside.
  await page.getByRole('button', { name: 'New variant' }).click();
  await dialog(page).locator('input[name="name"]').fill(' blister a ');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This item already has a variant with this name').first(),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New pack variant' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('0');
  await dialog(page).locator('input[name="name"]').fill('Nothing');
  await dialog(page).locator('input[name="abbreviation"]').fill('NO');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('Box of 50');
  await dialog(page).locator('input[name="abbreviation"]').fill('BX50');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-pack-variants')).toContainText('BX50');
  await page.getByRole('button', { name: 'New pack variant' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('Other 50');
  await dialog(page).locator('input[name="abbreviation"]').fill('O50');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This item already has a pack variant with this pack size').first(),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Bundle with the BCG vaccine's Japanese variant; its SII variant already has a bundle.
  const bundle = async (variant: string) => {
    await page.getByRole('button', { name: 'New bundle' }).click();
    await dialog(page).getByRole('combobox', { name: 'Item', exact: true }).fill('BCG');
    await page.getByRole('option', { name: /VAC-BCG/ }).click();
    await dialog(page).getByRole('combobox', { name: 'Bundled with' }).click();
    await page.getByRole('option', { name: variant }).click();
    await dialog(page).locator('input[name="ratio"]').fill('2');
  };
  await bundle('BCG 20-dose, SII');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('A bundled variant already bundled cannot be bundled with others').first(),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await bundle('BCG 10-dose, Japan BCG Laboratory');
  await snap(page, 'item-bundle-en');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-bundles')).toContainText(
    'VAC-BCG · BCG 10-dose, Japan BCG Laboratory',
  );
  await snap(page, 'item-variants-en');
});

test('the variants tab in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  await page.goto(`${itemUrl}?tab=variants`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'متغيرات الصنف' })).toBeVisible();
  await expect(await section(page, 'item-variants')).toContainText('Blister A');
  await page.getByRole('button', { name: 'عبوة جديدة' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('علبة');
  await dialog(page).locator('input[name="abbreviation"]').fill('ع');
  await dialog(page).locator('button.MuiButton-contained').click();
  await expect(page.getByText('لهذا الصنف عبوة بهذا الحجم بالفعل').first()).toBeVisible();
  await snap(page, 'item-pack-error-ar');
  await dialog(page).locator('input[name="packSize"]').fill('25');
  await saveDialog(page, 'تم الحفظ');
  await expect(await section(page, 'item-pack-variants')).toContainText('علبة');
  // The table reads from the right: its first column sits at the inline start.
  const table = await section(page, 'item-pack-variants');
  const box = await table.boundingBox();
  const first = await table.getByRole('columnheader').first().boundingBox();
  expect(box && first && first.x + first.width > box.x + box.width / 2).toBe(true);
  await snap(page, 'item-variants-ar');
});

test('a vaccine line shows its supplier and donor; its donor, batch and price can be changed', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/inventory/stock');
  await page.getByLabel('Code or name').fill('VAC-BCG');
  const stock = page.getByTestId('data-table-inventory-stock');
  await expect(stock.getByRole('row').nth(1)).toContainText('BCG');
  await stock.getByRole('row').nth(1).click();
  const facts = page.getByTestId('stock-line-facts');
  await expect(facts).toContainText('donor: Gavi, the Vaccine Alliance');
  await expect(facts).toContainText(/supplier: \S/);
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByRole('combobox', { name: 'Donor' }).click();
  await page.getByRole('option', { name: 'The Global Fund' }).click();
  await page.getByRole('dialog').last().locator('input[name="batch"]').fill('BCG-EDITED');
  await page.getByRole('dialog').last().locator('input[name="sellPrice"]').fill('12.5');
  await snap(page, 'stock-line-edit-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock line saved').first()).toBeVisible();
  await expect(facts).toContainText('donor: The Global Fund');
  await expect(page.getByRole('dialog')).toContainText('batch BCG-EDITED');
});
