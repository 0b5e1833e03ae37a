// Approval of customer requisitions, in English and Arabic (issue 13, decision 10): Mara Rural
// Health Post sends the Southern District Store (which requires authorisation in the demo) an
// internal order; at the district the customer requisition waits for approval, frozen (no
// supply to type, no shipment: the server refuses one with its message); the administrator
// approves less than requested on one line with a comment; supply is then the approved
// quantity and "supply approved" goes back to it; the facility's order shows what was approved.
// Then the store preferences page: an administrator turns approval on for the National Medical
// Warehouse, a refusal of the server shows translated, and the next order there waits for
// approval; the preference is turned off again, so the other specs of this worker's server
// find the warehouse as the demo has it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gql, tokenOf } from './api';
import { fill, textsOf, type Texts } from './documents';
import { cellsOf, signInTo, snap } from './helpers';
import { sendOrder, storesOf, type Store } from './requisitions';

interface Item {
  id: string;
  name: string;
}

test.describe.configure({ mode: 'serial' });

/** The supplier's customer requisition made from the order, once the transfer made it. */
async function responseTo(
  request: APIRequestContext,
  token: string,
  supplier: Store,
  orderNumber: number,
): Promise<{ id: string; approvalStatus: string } | undefined> {
  const data = await gql<{
    requisitions: {
      nodes: { id: string; theirReference: string | null; approvalStatus: string }[];
    };
  }>(
    request,
    token,
    `query($s: String!) { requisitions(storeId: $s, filter: { type: { equalTo: "RESPONSE" } }, page: { first: 200 }) {
      nodes { id theirReference approvalStatus } } }`,
    { s: supplier.id },
  );
  const reference = `From internal order ${orderNumber}`;
  return data.requisitions.nodes.find(
    (r) => r.theirReference === reference || r.theirReference?.startsWith(`${reference} `),
  );
}

/** Two items the facility sees, with plain names. */
async function itemsOf(request: APIRequestContext, token: string, store: Store): Promise<Item[]> {
  const data = await gql<{ items: { nodes: (Item & { code: string })[] } }>(
    request,
    token,
    `query($s: String!) { items(storeId: $s, page: { first: 50 }) { nodes { id code name } } }`,
    { s: store.id },
  );
  const plain = data.items.nodes.filter((i) => /^[A-Za-z0-9]+$/.test(i.code));
  if (plain.length < 2) throw new Error(`${store.code} sees too few items`);
  return plain.slice(0, 2);
}

/** Works in another store of the signed-in user, from the user menu. */
async function switchStore(page: Page, code: string) {
  const menu = page.getByTestId('user-menu-button');
  await menu.click();
  await page.getByTestId(`store-option-${code}`).click();
  await expect(menu).toContainText(code);
}

const numberIn = (page: Page, value: number, language: string) =>
  page.evaluate(([n, l]) => new Intl.NumberFormat(l, { maximumFractionDigits: 20 }).format(n), [
    value,
    language,
  ] as const);

/** Opens the customer requisition whose reference names the order, from the list. */
async function openResponse(page: Page, orderNumber: number) {
  await page.goto('/distribution/customer-requisition');
  const row = page
    .getByTestId('data-table-customer-requisitions')
    .getByRole('row')
    .filter({ hasText: `From internal order ${orderNumber}` });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 2000 });
  }).toPass();
  await row.click();
  await expect(page).toHaveURL(/\/distribution\/customer-requisition\/[0-9a-f-]{36}$/);
}

const supplyOf = (docs: Texts, line: ReturnType<Page['getByRole']>) =>
  line.getByRole('textbox', { name: docs['customer-requisition.supply'] });

for (const language of ['en', 'ar'] as const) {
  test.describe(`approval of a customer requisition in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const app = textsOf(language, 'app');

    test('the district approves less than requested; supply follows the approval; the facility sees it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const token = await tokenOf(page.request, 'admin');
      const stores = await storesOf(page.request, token);
      const facility = stores.get('MRH');
      const district = stores.get('DSS');
      if (!facility || !district) throw new Error('the administrator lacks MRH or DSS');
      const [first, second] = await itemsOf(page.request, token, facility);
      if (!first || !second) throw new Error('no items');
      const order = await sendOrder(page.request, token, facility, district, [
        { itemId: first.id, units: 20 },
        { itemId: second.id, units: 10 },
      ]);
      await expect
        .poll(async () => (await responseTo(page.request, token, district, order.number))?.id)
        .toBeTruthy();
      const response = await responseTo(page.request, token, district, order.number);
      expect(response?.approvalStatus).toBe('PENDING');

      await signInTo(page, 'admin', 'DSS', language);
      await openResponse(page, order.number);
      const lines = page.getByTestId('data-table-customer-requisition-lines');
      const firstLine = lines.getByRole('row').filter({ hasText: first.name });
      const secondLine = lines.getByRole('row').filter({ hasText: second.name });

      // Pending: frozen. No supply to type, no shipment to make.
      const frozen = page.getByTestId('requisition-frozen');
      await expect(frozen).toContainText(docs['customer-requisition.frozen-pending'] ?? '');
      await expect(
        page
          .getByText(docs['customer-requisition.approval.PENDING'] ?? '', { exact: true })
          .first(),
      ).toBeVisible();
      await expect(firstLine).toHaveCount(1);
      await expect(supplyOf(docs, firstLine)).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: docs['customer-requisition.create-shipment'] }),
      ).toBeDisabled();
      // The server refuses a shipment too (a caller that skips the screen), with the error
      // whose translation the screen shows.
      const refused = await gql<{
        createRequisitionShipment: { __typename: string; error?: { __typename: string } };
      }>(
        page.request,
        token,
        `mutation($s: String!, $i: CreateRequisitionShipmentInput!) { createRequisitionShipment(storeId: $s, input: $i) {
          __typename ... on RequisitionMutationError { error { __typename } } } }`,
        { s: district.id, i: { id: randomUUID(), responseRequisitionId: response?.id ?? '' } },
      );
      const refusal = refused.createRequisitionShipment.error?.__typename ?? '';
      expect(refusal).toBe('CannotEditRequisition');
      expect(docs[`error.${refusal}`]).toBeTruthy();
      await snap(page, `requisition-approval-${language}-pending-1366`);
      if (language === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 });
        await snap(page, `requisition-approval-${language}-pending-390`);
        await page.setViewportSize({ width: 1366, height: 768 });
      }

      // Approve: 12 of the 20 requested on the first line, with a comment; the second as asked.
      await frozen.getByRole('button', { name: docs['customer-requisition.approve'] }).click();
      const dialog = page.getByRole('dialog');
      const comment = language === 'ar' ? 'المخزون محدود' : 'Limited stock';
      await dialog
        .getByRole('textbox', {
          name: fill(docs['customer-requisition.approved-of'], { item: first.name }),
        })
        .fill('12');
      await dialog
        .getByTestId('approval-line')
        .filter({ hasText: first.name })
        .getByRole('textbox', { name: docs['customer-requisition.approval-comment'] })
        .fill(comment);
      await snap(page, `requisition-approval-${language}-dialog-1366`);
      await dialog
        .getByRole('button', { name: textsOf(language, 'common')['button.save'] })
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('requisition-frozen')).toHaveCount(0);

      // Supply defaults to the approved quantities.
      const twelve = await numberIn(page, 12, language);
      const ten = await numberIn(page, 10, language);
      await expect(supplyOf(docs, firstLine)).toHaveValue(twelve);
      await expect(supplyOf(docs, secondLine)).toHaveValue(ten);
      await expect
        .poll(async () => (await cellsOf(firstLine))[docs['customer-requisition.approved'] ?? ''])
        .toBe(twelve);
      // The comment is kept with the line (its column is one a narrow table leaves out).
      const stored = await gql<{
        requisition: {
          approvalStatus: string;
          lines: { itemName: string; approvedQuantity: number; approvalComment: string | null }[];
        };
      }>(
        page.request,
        token,
        `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) {
          approvalStatus lines { itemName approvedQuantity approvalComment } } }`,
        { s: district.id, id: response?.id ?? '' },
      );
      expect(stored.requisition.approvalStatus).toBe('APPROVED');
      expect(stored.requisition.lines.find((l) => l.itemName === first.name)).toMatchObject({
        approvedQuantity: 12,
        approvalComment: comment,
      });
      expect(stored.requisition.lines.find((l) => l.itemName === second.name)).toMatchObject({
        approvedQuantity: 10,
      });

      // Supply changed by hand, then "supply approved": the approved 12, not the requested 20.
      await supplyOf(docs, firstLine).fill('5');
      await supplyOf(docs, firstLine).press('Enter');
      await expect(supplyOf(docs, firstLine)).toHaveValue(await numberIn(page, 5, language));
      await expect
        .poll(async () => {
          const data = await gql<{
            requisition: { lines: { itemName: string; supplyQuantity: number }[] };
          }>(
            page.request,
            token,
            `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) { lines { itemName supplyQuantity } } }`,
            { s: district.id, id: response?.id ?? '' },
          );
          return data.requisition.lines.find((l) => l.itemName === first.name)?.supplyQuantity;
        })
        .toBe(5);
      await page
        .getByRole('button', { name: docs['customer-requisition.supply-approved'] })
        .click();
      await expect(supplyOf(docs, firstLine)).toHaveValue(twelve);
      await expect(supplyOf(docs, secondLine)).toHaveValue(ten);
      await snap(page, `requisition-approval-${language}-approved-1366`);
      if (language === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 });
        await snap(page, `requisition-approval-${language}-approved-390`);
        await page.setViewportSize({ width: 1366, height: 768 });
      }

      // The facility's order shows what was approved.
      await switchStore(page, 'MRH');
      await page.goto(`/replenishment/internal-order/${order.id}`);
      const orderLine = page
        .getByTestId('data-table-internal-order-lines')
        .getByRole('row')
        .filter({ hasText: first.name });
      await expect
        .poll(async () => (await cellsOf(orderLine))[docs['internal-order.approved'] ?? ''], {
          timeout: 20_000,
        })
        .toBe(twelve);
      await snap(page, `requisition-approval-${language}-facility-order-1366`);
    });

    test('an administrator turns approval on for a store, and its next requisition waits for it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const token = await tokenOf(page.request, 'admin');
      const stores = await storesOf(page.request, token);
      const warehouse = stores.get('NMW');
      const district = stores.get('DNS');
      if (!warehouse || !district) throw new Error('the administrator lacks NMW or DNS');
      const approves = async () =>
        (
          await gql<{
            store: { preferences: { responseRequisitionRequiresAuthorisation: boolean } };
          }>(
            page.request,
            token,
            `query($s: String!) { store(storeId: $s) { preferences { responseRequisitionRequiresAuthorisation } } }`,
            { s: warehouse.id },
          )
        ).store.preferences.responseRequisitionRequiresAuthorisation;
      expect(await approves()).toBe(false);

      await signInTo(page, 'admin', 'NMW', language);
      await page.goto('/manage/store-preferences');
      const approval = page.getByRole('switch', {
        name: app['store-preferences.response-authorisation'],
      });
      await expect(approval).not.toBeChecked();
      await expect(
        page.getByText(app['store-preferences.response-authorisation-hint'] ?? ''),
      ).toBeVisible();
      const save = page.getByRole('button', { name: app['store-preferences.save'] });
      await expect(save).toBeDisabled();

      // A refusal of the server shows, translated: understock above overstock.
      const understock = page.getByRole('textbox', { name: app['store-preferences.understock'] });
      await understock.fill('7');
      await understock.blur();
      await save.click();
      const refusal = page.getByTestId('store-preferences-refusal');
      await expect(refusal).toHaveText(app['error.UnderstockAboveOverstock'] ?? '');
      await snap(page, `store-preferences-${language}-refusal-1366`);
      await page.getByRole('button', { name: app['store-preferences.discard'] }).click();
      await expect(understock).toHaveValue(await numberIn(page, 3, language));

      // Approval on, saved.
      await approval.check();
      await save.click();
      await expect(page.getByText(app['store-preferences.saved'] ?? '').first()).toBeVisible();
      await expect(save).toBeDisabled();
      await expect.poll(approves).toBe(true);
      await page.reload();
      await expect(approval).toBeChecked();
      await snap(page, `store-preferences-${language}-1366`);
      if (language === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 });
        await snap(page, `store-preferences-${language}-390`);
        await page.setViewportSize({ width: 1366, height: 768 });
      }

      try {
        // The next order the warehouse receives waits for approval.
        const [item] = await itemsOf(page.request, token, district);
        if (!item) throw new Error('no item');
        const order = await sendOrder(page.request, token, district, warehouse, [
          { itemId: item.id, units: 5 },
        ]);
        await expect
          .poll(
            async () =>
              (await responseTo(page.request, token, warehouse, order.number))?.approvalStatus,
          )
          .toBe('PENDING');
        await openResponse(page, order.number);
        await expect(page.getByTestId('requisition-frozen')).toContainText(
          docs['customer-requisition.frozen-pending'] ?? '',
        );
      } finally {
        // Off again, through the page: the warehouse as the demo has it for the next specs.
        await page.goto('/manage/store-preferences');
        await approval.uncheck();
        await save.click();
        await expect.poll(approves).toBe(false);
      }
    });
  });
}
