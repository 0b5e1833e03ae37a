// What the document specs share: the interface texts read from the web's own locale files (so
// a spec follows a changed wording), the demo item to issue, and a status move confirmed on a
// document's page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { asPage } from './api';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'locales');
export type Texts = Record<string, string>;
export const textsOf = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Texts;
export const fill = (text: string | undefined, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, value),
    text ?? '',
  );

export interface Batch {
  id: string;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  availableNumberOfPacks: number;
  totalNumberOfPacks: number;
  unusableReasons: string[];
  item: { id: string; code: string; name: string; defaultPackSize: number };
}

/** The page's store's items whose first usable batch by expiry (then batch, then id: decision
 * 2) is unique in its expiry, in the item's own pack size, with at least two packs, well before
 * any other: each item's first batch. */
export async function batchesToIssue(page: Page): Promise<Batch[]> {
  const data = await asPage<{ stockLines: { nodes: Batch[] } }>(
    page,
    `query($s: String!) { stockLines(storeId: $s, filter: { isAvailable: true }, page: { first: 1000 }) {
      nodes { id batch expiryDate packSize availableNumberOfPacks totalNumberOfPacks unusableReasons
        item { id code name defaultPackSize } } } }`,
  );
  const byItem = new Map<string, Batch[]>();
  for (const line of data.stockLines.nodes)
    byItem.set(line.item.id, [...(byItem.get(line.item.id) ?? []), line]);
  const found: Batch[] = [];
  for (const lines of byItem.values()) {
    const usable = lines
      .filter((l) => l.unusableReasons.length === 0 && l.expiryDate !== null)
      .sort((a, b) => (a.expiryDate ?? '').localeCompare(b.expiryDate ?? ''));
    const [first, second] = usable;
    if (
      first &&
      usable.length === lines.length &&
      first.packSize === first.item.defaultPackSize &&
      first.availableNumberOfPacks >= 2 &&
      (!second || second.expiryDate !== first.expiryDate) &&
      /^[A-Za-z0-9]+$/.test(first.item.code)
    )
      found.push(first);
  }
  if (found.length === 0) throw new Error('no item with a clear first-expiry batch in the store');
  return found;
}

/** Moves the open document to its next status through the footer and its confirmation. */
export async function confirmStatus(page: Page, docs: Texts, ok: string, status: string) {
  await page
    .getByRole('button', { name: fill(docs['page.next-status'], { status: docs[status] ?? '' }) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: ok }).click();
  await expect(page.getByTestId('document-status')).toContainText(docs[status] ?? status);
}

/** Issues two packs of the batch's item on the open outbound shipment, and checks the
 * allocator chose that batch, the first to expire (decision 1). Answers the open dialog. */
export async function issueTwoPacks(page: Page, docs: Texts, first: Batch): Promise<Locator> {
  await page.getByRole('button', { name: docs['outbound.add-item'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: docs['issue.item'] }).fill(first.item.code);
  await page.getByRole('option', { name: new RegExp(`^${first.item.code} · `) }).click();
  await dialog.getByRole('textbox', { name: docs['issue.quantity'] }).fill('2');
  await dialog.getByRole('button', { name: docs['issue.allocate'] }).click();
  const issued = dialog.getByTestId('issued-batch');
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText(first.batch ?? '');
  await expect(
    issued.getByRole('textbox', {
      name: fill(docs['issue.packs-edit'], { batch: first.batch ?? '' }),
    }),
  ).toHaveValue('2');
  return dialog;
}
