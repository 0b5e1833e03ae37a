// Idempotent inserts (issue 9, deliverable 8; DOCUMENTS.md decision 4) for locations, items,
// variants, barcodes, reasons, outbound and inbound shipments, their lines and placeholders, returns: the same insert sent twice, one after the other or many
// at once, leaves one record and answers it every time, never INTERNAL (on PostgreSQL the
// concurrent inserts of one id race; the loser must answer the winner's record).
import { gtinCheckDigit, uuidv7 } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncedTable } from '../src/db/changelog';
import { demoId } from '../src/demo/ids';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';
import { documentFor, typedError, type Answer } from './mutation-documents';

const KHC = storeId('KHC');
const AT_ONCE = 8;

let h: Harness;
let admin: Awaited<ReturnType<Harness['as']>>;
let keeper: Awaited<ReturnType<Harness['as']>>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.as('admin');
  keeper = await h.as('storekeeper');
}, 60_000);
afterAll(async () => {
  await h.close();
});

let serial = 0;
const gtin = () => {
  const body = `60011${String(++serial).padStart(7, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

async function variant(name: string): Promise<string> {
  const id = uuidv7();
  const res = await admin<Record<string, Answer>>(documentFor('upsertItemVariant'), {
    storeId: KHC,
    input: { id, itemId: itemId('AMOX250T'), name },
  });
  expect(res.data?.upsertItemVariant?.id).toBe(id);
  return id;
}

interface Insert {
  table: SyncedTable;
  as: () => typeof admin;
  /** The arguments of one insert of the record with this id. */
  args: (id: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  ok: string;
}

/** The other party each document is inserted with: a customer, a supplier. */
const PARTY = {
  insertOutboundShipment: demoId('name:DNS'),
  insertInboundShipment: demoId('name:SUP-UNICEF'),
  insertSupplierReturn: demoId('name:SUP-UNICEF'),
  insertCustomerReturn: demoId('name:DNS'),
};
type DocumentInsert = keyof typeof PARTY;

const documentInsert = (mutation: DocumentInsert): Insert => ({
  table: 'invoice',
  as: () => keeper,
  args: (id) => ({ storeId: KHC, input: { id, otherPartyId: PARTY[mutation] } }),
  ok: 'InvoiceNode',
});

/** A new document of the store. */
async function document(mutation: DocumentInsert): Promise<string> {
  const id = uuidv7();
  const res = await keeper<Record<string, Answer>>(documentFor(mutation), {
    storeId: KHC,
    input: { id, otherPartyId: PARTY[mutation] },
  });
  expect(res.data?.[mutation]?.id).toBe(id);
  return id;
}

/** An insert of a line, with its other fields, on a new document of the store. */
const lineOn = (
  mutation: DocumentInsert,
  fields: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Insert => ({
  table: 'invoice_line',
  as: () => keeper,
  args: async (id) => ({
    storeId: KHC,
    input: { id, invoiceId: await document(mutation), ...(await fields()) },
  }),
  ok: 'InvoiceLineNode',
});

const INSERTS: Record<string, Insert> = {
  insertLocation: {
    table: 'location',
    as: () => keeper,
    args: (id) => ({ storeId: KHC, input: { id, code: `S-${id}`, name: 'Shelf' } }),
    ok: 'LocationNode',
  },
  insertItem: {
    table: 'item',
    as: () => admin,
    args: (id) => ({
      storeId: KHC,
      input: {
        id,
        code: `I-${id}`,
        name: 'Retried item',
        masterListIds: [demoId('master_list:essential-medicines')],
      },
    }),
    ok: 'ItemNode',
  },
  upsertItemVariant: {
    table: 'item_variant',
    as: () => admin,
    args: (id) => ({ storeId: KHC, input: { id, itemId: itemId('AMOX250T'), name: `V-${id}` } }),
    ok: 'ItemVariantNode',
  },
  upsertPackVariant: {
    table: 'pack_variant',
    as: () => admin,
    args: (id) => ({
      storeId: KHC,
      input: {
        id,
        itemId: itemId('AMOX250T'),
        packSize: 200 + ++serial,
        name: 'Case',
        abbreviation: 'cs',
      },
    }),
    ok: 'PackVariantNode',
  },
  upsertBundledItem: {
    table: 'bundled_item',
    as: () => admin,
    args: async (id) => ({
      storeId: KHC,
      input: {
        id,
        principalItemVariantId: await variant(`P-${id}`),
        bundledItemVariantId: await variant(`B-${id}`),
        ratio: 1,
      },
    }),
    ok: 'BundledItemNode',
  },
  insertBarcode: {
    table: 'barcode',
    as: () => admin,
    args: (id) => ({ storeId: KHC, input: { id, gtin: gtin(), itemId: itemId('AMOX250T') } }),
    ok: 'BarcodeNode',
  },
  insertReasonOption: {
    table: 'reason_option',
    as: () => admin,
    args: (id) => ({
      storeId: KHC,
      id,
      type: 'POSITIVE_INVENTORY_ADJUSTMENT',
      reason: `Found ${id}`,
    }),
    ok: 'ReasonOptionNode',
  },
  insertOutboundShipment: documentInsert('insertOutboundShipment'),
  insertOutboundShipmentLine: lineOn('insertOutboundShipment', async () => ({
    stockLineId: (await givenStockLine(h.deps, { store: 'KHC', packs: 10 })).id,
    numberOfPacks: 2,
  })),
  insertOutboundShipmentUnallocatedLine: lineOn('insertOutboundShipment', () => ({
    itemId: itemId('AMOX250T'),
    quantity: 5,
  })),
  insertInboundShipment: documentInsert('insertInboundShipment'),
  insertSupplierReturn: documentInsert('insertSupplierReturn'),
  insertCustomerReturn: documentInsert('insertCustomerReturn'),
  insertInboundShipmentLine: lineOn('insertInboundShipment', () => ({
    itemId: itemId('AMOX250T'),
    packSize: 10,
    numberOfPacks: 4,
  })),
};

async function rowsWithId(table: SyncedTable, id: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function changelogRows(id: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom('changelog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('record_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the same insert sent again', () => {
  for (const [name, insert] of Object.entries(INSERTS)) {
    it(`${name}: twice in a row, and ${AT_ONCE} at once, leave one record and answer it each time`, async () => {
      const as = insert.as();
      const send = async (args: Record<string, unknown>) => {
        const res = await as<Record<string, Answer>>(documentFor(name), args);
        return { answer: res.data?.[name], errors: res.errors };
      };

      const id = uuidv7();
      const args = await insert.args(id);
      const first = await send(args);
      const again = await send(args);
      for (const r of [first, again]) {
        expect(r.errors).toBeUndefined();
        expect(typedError(r.answer)).toBeUndefined();
        expect(r.answer).toMatchObject({ __typename: insert.ok, id });
      }
      expect(await rowsWithId(insert.table, id)).toBe(1);
      // An insert writes its record once; the retry finds it and writes nothing.
      if (name.startsWith('insert')) expect(await changelogRows(id)).toBe(1);

      const racing = uuidv7();
      const raceArgs = await insert.args(racing);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => send(raceArgs)));
      for (const r of answers) {
        expect(r.errors).toBeUndefined();
        expect(r.answer).toMatchObject({ __typename: insert.ok, id: racing });
      }
      expect(await rowsWithId(insert.table, racing)).toBe(1);
      if (name.startsWith('insert')) expect(await changelogRows(racing)).toBe(1);
    });
  }
});
