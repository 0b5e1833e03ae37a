// Issue 10, "inputs never store what was not typed": the values a store keeper typed into the
// real screens (repack 1.5 packs, 200 of 143, pack size 0, -3, 1e5, 99999999999, a cost of 1,5
// in English, 1.23456, the expiry 31/02/2027, "ibupro" + Enter in the item picker) are refused
// on screen, and what the server stored is read back through the API: nothing of them.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, gql, tokenOf } from './api';
import { expectDashboard, signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

const BATCH_EN = 'E2E-DATA-EN';
const BATCH_AR = 'E2E-DATA-AR';
/** The repro line: 143 packs of 30 tablets. */
const PACKS = 143;
const PACK_SIZE = 30;

interface Stored {
  totalNumberOfPacks: number;
  availableNumberOfPacks: number;
  packSize: number;
  expiryDate: string | null;
  costPricePerPack: number;
}

/** The one line of a batch as the server holds it. */
async function stored(page: Page, batch: string): Promise<Stored> {
  const data = await asPage<{ stockLines: { nodes: Stored[] } }>(
    page,
    `query($s: String!, $b: String!) { stockLines(storeId: $s, filter: { batch: { equalTo: $b }, hasPacksInStore: false }, page: { first: 5 }) { nodes {
      totalNumberOfPacks availableNumberOfPacks packSize expiryDate costPricePerPack } } }`,
    { b: batch },
  );
  expect(data.stockLines.nodes).toHaveLength(1);
  return data.stockLines.nodes[0] as Stored;
}

const untouched = {
  totalNumberOfPacks: PACKS,
  availableNumberOfPacks: PACKS,
  packSize: PACK_SIZE,
  expiryDate: '2029-01-31',
  costPricePerPack: 0,
};

let itemId = '';

/** A line of Abacavir in each of the storekeeper's stores, with the reasons a move needs. */
async function createLines(request: APIRequestContext) {
  const admin = await tokenOf(request, 'admin');
  const keeper = await tokenOf(request, 'storekeeper');
  const me = await gql<{ me: { stores: { nodes: { id: string }[] } } }>(
    request,
    keeper,
    `{ me { stores { nodes { id } } } }`,
  );
  for (const { id: s } of me.me.stores.nodes) {
    const reasons = async () =>
      (
        await gql<{ reasonOptions: { id: string; type: string; reason: string }[] }>(
          request,
          keeper,
          `query($s: String!) { reasonOptions(storeId: $s) { id type reason } }`,
          { s },
        )
      ).reasonOptions;
    for (const [type, reason] of [
      ['POSITIVE_INVENTORY_ADJUSTMENT', 'Found in store'],
      ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged'],
    ] as const) {
      if ((await reasons()).some((option) => option.reason === reason)) continue;
      await gql(
        request,
        admin,
        `mutation($s: String!, $t: ReasonOptionType!, $r: String!) { insertReasonOption(storeId: $s, type: $t, reason: $r) { __typename } }`,
        { s, t: type, r: reason },
      );
    }
    const positive = (await reasons()).find((r) => r.type === 'POSITIVE_INVENTORY_ADJUSTMENT');
    const items = await gql<{ items: { nodes: { id: string }[] } }>(
      request,
      keeper,
      `query($s: String!) { items(storeId: $s, filter: { codeOrName: { like: "Abacavir" } }, page: { first: 1 }) { nodes { id } } }`,
      { s },
    );
    itemId = items.items.nodes[0]?.id ?? '';
    for (const batch of [BATCH_EN, BATCH_AR]) {
      const answer = await gql<{ insertStockLine: { __typename: string } }>(
        request,
        keeper,
        `mutation($s: String!, $i: InsertStockLineInput!) { insertStockLine(storeId: $s, input: $i) { __typename } }`,
        {
          s,
          i: {
            id: crypto.randomUUID(),
            invoiceId: crypto.randomUUID(),
            itemId,
            batch,
            expiryDate: untouched.expiryDate,
            packSize: PACK_SIZE,
            numberOfPacks: PACKS,
            costPricePerPack: 0,
            ...(positive ? { reasonId: positive.id } : {}),
          },
        },
      );
      expect(answer.insertStockLine.__typename).toBe('InventoryAdjustmentNode');
    }
  }
}

test.beforeAll(async ({ request }) => {
  await createLines(request);
});

async function openLine(page: Page, batch: string) {
  await page.goto(`/inventory/items/${itemId}`);
  await page
    .getByTestId('data-table-inventory-item-stock')
    .getByText(batch, { exact: true })
    .click();
  const dialog = page.getByTestId('stock-line-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a date into the date field of that label, one section (day, month, year) at a time. */
async function typeDate(page: Page, label: string, sections: [string, string, string]) {
  const spinbuttons = page.getByRole('group', { name: label }).getByRole('spinbutton');
  for (const [index, digits] of sections.entries()) {
    await spinbuttons.nth(index).click();
    await page.keyboard.type(digits, { delay: 30 });
  }
}

/** Whatever is typed stays as typed, with this message under the field. */
async function expectRefused(page: Page, label: string, typed: string, message: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(typed);
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message).first()).toBeVisible();
}

test('English: repack, adjust, edit details and the item picker refuse what they cannot take', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);

  // Repack: 1.5 packs, 200 of 143, -3, 1e5, a new pack size of 0.
  const dialog = await openLine(page, BATCH_EN);
  await dialog.getByRole('button', { name: 'Repack' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expectRefused(page, 'Packs to repack', '1.5', 'Enter a whole number');
  await expect(save).toBeDisabled();
  await expect(
    page.getByText('Save is off until: Packs to repack: Enter a whole number'),
  ).toBeVisible();
  await expectRefused(page, 'Packs to repack', '200', 'Enter 143 or less');
  await expectRefused(page, 'Packs to repack', '-3', 'Negative numbers are not allowed here');
  await expectRefused(
    page,
    'Packs to repack',
    '1e5',
    'Type the number in full, without an exponent (e)',
  );
  await page.getByLabel('Packs to repack', { exact: true }).fill('2');
  await expectRefused(page, 'New pack size', '0', 'Enter a number above 0');
  await expect(save).toBeDisabled();
  await snap(page, 'data-entry-repack-en');
  // Escape with input asks first; OK leaves without saving.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  expect(await stored(page, BATCH_EN)).toEqual(untouched);

  // Adjust: 99999999999 refused; 60 tablets shown as 2 packs and stored as 2 packs.
  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
  await expect(adjust).toContainText('Abacavir');
  await expect(adjust).toContainText(BATCH_EN);
  await expect(adjust.getByTestId('adjust-current')).toHaveText('143 packs = 4,290 tablet');
  await page.getByRole('button', { name: 'Reduce' }).click();
  await expectRefused(page, 'Number of packs', '99999999999', 'Enter 143 or less');
  await expectRefused(page, 'Number of packs', '1,5', /decimal mark/);
  await page.getByLabel('Number of packs', { exact: true }).fill('');
  await adjust.getByRole('button', { name: 'Units' }).click();
  await page.getByLabel('Units (tablet)').fill('60');
  await expect(adjust.getByTestId('quantity-conversion')).toHaveText('2 packs = 60 tablet');
  await page.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  await expect(adjust.getByTestId('adjust-new-total')).toHaveText(
    'After the adjustment: 141 packs = 4,230 tablet',
  );
  await snap(page, 'data-entry-adjust-en');
  await save.click();
  await expect(page.getByText('Stock adjusted').first()).toBeVisible();
  expect(await stored(page, BATCH_EN)).toEqual({
    ...untouched,
    totalNumberOfPacks: 141,
    availableNumberOfPacks: 141,
  });

  // Edit details: 31/02/2027 keeps Save off; a cost of 1,5 is refused; 1.23456 becomes 1.23
  // when the field is left, and that is what is stored.
  await dialog.getByRole('button', { name: 'Edit details' }).click();
  await typeDate(page, 'Expiry date', ['31', '02', '2027']);
  await expect(page.getByText('Invalid date', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Save is off until: Expiry date: Invalid date')).toBeVisible();
  await expectRefused(page, 'Cost price per pack', '1,5', /decimal mark/);
  const cost = page.getByLabel('Cost price per pack', { exact: true });
  await cost.fill('1.23456');
  await expect(cost).toHaveValue('1.23456');
  await cost.blur();
  await expect(cost).toHaveValue('1.23');
  await expect(save).toBeDisabled();
  await snap(page, 'data-entry-edit-en');
  await typeDate(page, 'Expiry date', ['28', '02', '2027']);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Stock line saved').first()).toBeVisible();
  expect(await stored(page, BATCH_EN)).toMatchObject({
    expiryDate: '2027-02-28',
    costPricePerPack: 1.23,
    totalNumberOfPacks: 141,
  });
  await page.getByRole('button', { name: 'Close' }).last().click();

  // New stock from the stock list: "ibupro", ArrowDown and Enter at once choose nothing.
  await page.goto('/inventory/stock');
  await page.getByRole('button', { name: 'New stock' }).click();
  const picker = page.getByRole('combobox', { name: 'Item' });
  await picker.click();
  await picker.pressSequentially('ibupro');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue('ibupro');
  await expect(page.getByText('Save is off until: Item: Choose an item')).toBeVisible();
  await expect(page.getByRole('option', { name: /Abacavir/ })).toHaveCount(0);
  await snap(page, 'data-entry-picker-en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
});

test('Arabic: the adjust dialog refuses 1e5 and 200 of 143 and stores nothing of them', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  const dialog = await openLine(page, BATCH_AR);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await dialog.getByRole('button', { name: 'تعديل المخزون' }).click();
  const adjust = page.getByRole('dialog', { name: 'تعديل المخزون' });
  await expect(adjust).toContainText(BATCH_AR);
  await page.getByRole('button', { name: 'إنقاص' }).click();
  await expectRefused(page, 'عدد العبوات', '1e5', 'اكتب الرقم كاملًا دون أس (e)');
  await expectRefused(page, 'عدد العبوات', '200', /^أدخل .+ أو أقل$/);
  await expectRefused(page, 'عدد العبوات', '-3', 'الأعداد السالبة غير مسموح بها هنا');
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeDisabled();
  await snap(page, 'data-entry-adjust-ar');
  await page.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('dialog', { name: 'هل أنت متأكد؟' })).toBeVisible();
  await page.getByRole('button', { name: 'موافق' }).click();
  expect(await stored(page, BATCH_AR)).toEqual(untouched);

  // Repack in Arabic: 1.5 packs is refused with the Arabic message.
  await dialog.getByRole('button', { name: 'إعادة التعبئة' }).click();
  await expectRefused(page, 'العبوات المراد إعادة تعبئتها', '1.5', 'أدخل عددًا صحيحًا');
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeDisabled();
  await snap(page, 'data-entry-repack-ar');
  expect(await stored(page, BATCH_AR)).toEqual(untouched);
});
