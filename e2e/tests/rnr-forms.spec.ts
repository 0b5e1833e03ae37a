// An R&R form in English and Arabic (issue 13 items 4 to 6; DOCUMENTS.md 8): a facility's user
// makes the form of the essential medicines program's last closed month, checks a line's
// figures against the spec's formulas on the screen and through the API, types a received
// quantity (the final balance moves with it), confirms a line, is asked before finalising with
// the others unconfirmed, finalises, opens the internal order it made, and the district store
// holds the customer requisition the transfer made from it. English runs at Kibera (to the
// Northern district), Arabic at Mara (to the Southern district): one server holds both runs,
// and a store has one form per program and period.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, gql, tokenOf } from './api';
import { fill, textsOf } from './documents';
import { signInTo, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

const PROGRAM = 'Essential medicines';
const RUNS = {
  en: {
    user: 'storekeeper',
    store: 'KHC',
    supplier: 'Northern District Store',
    district: 'DNS',
    approval: 'NONE',
  },
  // The Southern district approves its customers' orders (the demo's store preference).
  ar: {
    user: 'admin',
    store: 'MRH',
    supplier: 'Southern District Store',
    district: 'DSS',
    approval: 'PENDING',
  },
} as const;

interface Line {
  id: string;
  itemName: string;
  initialBalance: number;
  quantityReceived: number;
  quantityConsumed: number;
  adjustments: number;
  losses: number;
  stockOutDuration: number;
  adjustedQuantityConsumed: number;
  averageMonthlyConsumption: number;
  previousMonthlyConsumptionValues: number[];
  minimumQuantity: number;
  maximumQuantity: number;
  finalBalance: number;
  calculatedRequestedQuantity: number;
  enteredRequestedQuantity: number | null;
  confirmed: boolean;
}
interface Form {
  status: string;
  periodDays: number;
  period: { startDate: string; endDate: string };
  linkedRequisitionId: string | null;
  lines: Line[];
}

async function storedForm(page: Page, id: string): Promise<Form> {
  const data = await asPage<{ rnrForm: Form }>(
    page,
    `query($s: String!, $id: String!) { rnrForm(storeId: $s, id: $id) {
      status periodDays period { startDate endDate } linkedRequisitionId
      lines { id itemName initialBalance quantityReceived quantityConsumed adjustments losses
        stockOutDuration adjustedQuantityConsumed averageMonthlyConsumption
        previousMonthlyConsumptionValues minimumQuantity maximumQuantity finalBalance
        calculatedRequestedQuantity enteredRequestedQuantity confirmed } } }`,
    { id },
  );
  return data.rnrForm;
}

async function storeMonths(page: Page) {
  const data = await asPage<{
    store: { preferences: { monthsUnderstock: number; monthsOverstock: number } };
  }>(
    page,
    `query($s: String!) { store(storeId: $s) { preferences { monthsUnderstock monthsOverstock } } }`,
  );
  return data.store.preferences;
}

/** DOCUMENTS.md 8's formulas, from a line's entries: what every computed figure must be. */
function expectedFigures(
  line: Line,
  days: number,
  months: { monthsUnderstock: number; monthsOverstock: number },
) {
  const out = line.stockOutDuration;
  const adjusted =
    out > 0 && days - out > 0
      ? (line.quantityConsumed * days) / (days - out)
      : line.quantityConsumed;
  const monthly = adjusted / (days / 30);
  const values = [monthly, ...line.previousMonthlyConsumptionValues.slice(0, 2)];
  const amc = values.reduce((sum, v) => sum + v, 0) / values.length;
  const maximum = amc * months.monthsOverstock;
  return {
    final:
      line.initialBalance +
      line.quantityReceived -
      line.quantityConsumed +
      line.adjustments -
      line.losses,
    adjusted,
    amc,
    minimum: amc * months.monthsUnderstock,
    maximum,
    requested: Math.max(0, maximum - line.finalBalance),
  };
}

const numberIn = (page: Page, value: number, language: string, digits = 2) =>
  page.evaluate(([n, l, d]) => new Intl.NumberFormat(l, { maximumFractionDigits: d }).format(n), [
    value,
    language,
    digits,
  ] as const);

const plural = (texts: Record<string, string>, key: string, count: number, language: string) =>
  texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`] ?? '';

for (const language of ['en', 'ar'] as const) {
  const run = RUNS[language];
  test.describe(`an R&R form in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');

    test('a facility reports its last closed month and finalises it into an internal order', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInTo(page, run.user, run.store, language);
      await page.goto('/replenishment/rnr');
      await expect(page.getByTestId('data-table-rnr-forms')).toBeVisible();

      // The program's closed periods, latest first: the form is for the first.
      await page.getByRole('button', { name: docs['rnr-form.new'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: docs['internal-order.supplier'] }).click();
      await page.getByRole('option', { name: run.supplier, exact: true }).click();
      await dialog.getByRole('combobox', { name: docs['internal-order.program'] }).click();
      await page.getByRole('option', { name: PROGRAM, exact: true }).click();
      await dialog.getByRole('combobox', { name: docs['internal-order.period'] }).click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.nth(1)).toBeVisible();
      await options.nth(1).click();
      await snap(page, `rnr-forms-new-${language}-1366`);
      await dialog.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/replenishment\/rnr\/[0-9a-f-]{36}$/);
      const formId = page.url().split('/').pop() ?? '';
      // A new form's page reads every line of the program's list: on two shared cores, with the
      // PostgreSQL suite beside the browser tests, it once took longer than the 10 s default.
      await expect(page.getByTestId('document-party')).toContainText(run.supplier, {
        timeout: 30_000,
      });
      await expect(page.getByTestId('rnr-program')).toContainText(PROGRAM);

      // The period is the last one that ended before today.
      let form = await storedForm(page, formId);
      const today = new Date().toISOString().slice(0, 10);
      expect(form.period.endDate < today).toBe(true);
      const nextStart = new Date(`${form.period.endDate}T00:00:00Z`);
      nextStart.setUTCDate(nextStart.getUTCDate() + 1);
      const nextEnd = new Date(
        Date.UTC(nextStart.getUTCFullYear(), nextStart.getUTCMonth() + 1, 0),
      );
      expect(nextEnd.toISOString().slice(0, 10) >= today).toBe(true);

      // A consumed line's figures by the formulas, stored and on the screen.
      const months = await storeMonths(page);
      const line = form.lines.find((l) => l.quantityConsumed > 0) ?? form.lines[0]!;
      const expected = expectedFigures(line, form.periodDays, months);
      expect(line.finalBalance).toBeCloseTo(expected.final, 6);
      expect(line.adjustedQuantityConsumed).toBeCloseTo(expected.adjusted, 6);
      expect(line.averageMonthlyConsumption).toBeCloseTo(expected.amc, 6);
      expect(line.minimumQuantity).toBeCloseTo(expected.minimum, 6);
      expect(line.maximumQuantity).toBeCloseTo(expected.maximum, 6);
      expect(line.calculatedRequestedQuantity).toBeCloseTo(expected.requested, 6);
      const row = page.getByRole('row').filter({ hasText: line.itemName }).first();
      // The kit lays the row out as a table or a card as the room allows: the figures are in it.
      for (const value of [expected.adjusted, expected.maximum, expected.requested])
        await expect(row).toContainText(await numberIn(page, value, language));
      await page
        .getByRole('button', { name: fill(docs['rnr-form.show-amc'], { item: line.itemName }) })
        .click();
      await expect(page.getByTestId('amc-working')).toContainText(
        `= ${await numberIn(page, expected.amc, language)}`,
      );
      await snap(page, `rnr-forms-amc-${language}-1366`);
      await page.keyboard.press('Escape');

      // Ten more received: the final balance moves with it, and the server keeps both.
      const received = row.getByRole('textbox', { name: docs['rnr-form.received'] });
      await received.fill(String(line.quantityReceived + 10));
      await received.press('Tab');
      await expect
        .poll(async () => (await storedForm(page, formId)).lines.find((l) => l.id === line.id))
        .toMatchObject({
          quantityReceived: line.quantityReceived + 10,
          finalBalance: expect.closeTo(line.finalBalance + 10, 6),
        });

      // One line confirmed; finalising asks about the others first.
      await row
        .getByRole('checkbox', {
          name: fill(docs['rnr-form.confirm-line'], { item: line.itemName }),
        })
        .click();
      await expect
        .poll(
          async () =>
            (await storedForm(page, formId)).lines.find((l) => l.id === line.id)?.confirmed,
        )
        .toBe(true);
      form = await storedForm(page, formId);
      await snap(page, `rnr-forms-page-${language}-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `rnr-forms-page-${language}-390`);
      await page.setViewportSize({ width: 1366, height: 768 });
      const unconfirmed = form.lines.filter((l) => !l.confirmed).length;
      await page.getByRole('button', { name: docs['rnr-form.finalise'] }).click();
      const ask = page.getByRole('dialog');
      if (unconfirmed > 0)
        await expect(ask).toContainText(
          fill(plural(docs, 'rnr-form.finalise-unconfirmed', unconfirmed, language), {
            count: await numberIn(page, unconfirmed, language, 0),
          }),
        );
      await ask.getByRole('button', { name: docs['rnr-form.finalise'] }).click();
      await expect(page.getByTestId('document-status')).toContainText(
        docs['rnr-form.status.FINALISED'] ?? '',
      );
      await expect(page.getByRole('textbox', { name: docs['rnr-form.received'] })).toHaveCount(0);
      form = await storedForm(page, formId);
      expect(form.status).toBe('FINALISED');
      await snap(page, `rnr-forms-finalised-${language}-1366`);

      // The internal order it made, sent to the district store.
      await page.getByRole('link', { name: docs['rnr-form.open-order'] }).click();
      await expect(page).toHaveURL(`/replenishment/internal-order/${form.linkedRequisitionId}`);
      await expect(page.getByTestId('document-status')).toContainText(
        docs['internal-order.status.SENT'] ?? '',
      );
      const order = await asPage<{
        requisition: {
          requisitionNumber: number;
          lines: { itemName: string; requestedQuantity: number }[];
        };
      }>(
        page,
        `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) {
          requisitionNumber lines { itemName requestedQuantity } } }`,
        { id: form.linkedRequisitionId },
      );
      for (const l of form.lines)
        expect(
          order.requisition.lines.find((o) => o.itemName === l.itemName)?.requestedQuantity,
          l.itemName,
        ).toBeCloseTo(l.enteredRequestedQuantity ?? l.calculatedRequestedQuantity, 6);

      const token = await tokenOf(page.request, run.user);
      const me = await gql<{ me: { stores: { nodes: { id: string; code: string }[] } } }>(
        page.request,
        token,
        `query { me { stores { nodes { id code } } } }`,
      );
      const districtId = me.me.stores.nodes.find((s) => s.code === run.district)?.id ?? '';
      const reference = `From internal order ${order.requisition.requisitionNumber}`;
      const response = async () => {
        const data = await gql<{
          requisitions: {
            nodes: {
              theirReference: string | null;
              status: string;
              approvalStatus: string;
              lines: { itemName: string; requestedQuantity: number }[];
            }[];
          };
        }>(
          page.request,
          token,
          `query($s: String!) { requisitions(storeId: $s, filter: { type: { equalTo: "RESPONSE" } }, page: { first: 100 }) {
            nodes { theirReference status approvalStatus lines { itemName requestedQuantity } } } }`,
          { s: districtId },
        );
        return data.requisitions.nodes.find((r) => r.theirReference?.startsWith(reference));
      };
      await expect.poll(async () => (await response())?.status).toBe('NEW');
      const customer = await response();
      expect(customer?.approvalStatus).toBe(run.approval);
      expect(
        Object.fromEntries((customer?.lines ?? []).map((l) => [l.itemName, l.requestedQuantity])),
      ).toEqual(
        Object.fromEntries(order.requisition.lines.map((l) => [l.itemName, l.requestedQuantity])),
      );

      await page.goto('/replenishment/rnr');
      await expect(page.getByTestId('data-table-rnr-forms')).toContainText(PROGRAM);
      await snap(page, `rnr-forms-list-${language}-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `rnr-forms-list-${language}-390`);
    });
  });
}
