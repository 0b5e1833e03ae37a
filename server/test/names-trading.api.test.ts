// The parties a store's documents may name (issue 11 items 3 and 4; DOCUMENTS.md 0.5): the
// names query offers, by tradingRole, only the names joined to the store with that role and
// never the store's own name; and the server refuses any other party when a shipment is made
// or changes party, whatever a client sends.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const OWN_NAME = demoId('name:DNS');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function offered(tradingRole: 'CUSTOMER' | 'SUPPLIER', like?: string) {
  const as = await h.as('storekeeper');
  const res = await as<{ names: { totalCount: number; nodes: { id: string }[] } }>(
    `query($s: String!, $f: NameFilterInput) {
      names(storeId: $s, filter: $f, page: { first: 1000 }) { totalCount nodes { id } } }`,
    { s: DNS, f: { tradingRole, ...(like ? { codeOrName: { like } } : {}) } },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.names;
}

/** The names joined to the store with a flag, as the table holds them. */
async function joined(flag: 'name_is_customer' | 'name_is_supplier', value: boolean) {
  const rows = await h.deps.db
    .selectFrom('name_store_join')
    .select('name_id')
    .where('store_id', '=', DNS)
    .where(flag, '=', value)
    .execute();
  return rows.map((r) => r.name_id);
}

/** A name joined to the store in one role only (made so when the demo data has none). */
async function onlyIn(role: 'customer' | 'supplier') {
  const other = role === 'customer' ? 'name_is_supplier' : 'name_is_customer';
  const found = (await joined(other, false)).filter((id) => id !== OWN_NAME)[0];
  if (found) return found;
  const id = await notVisible();
  await h.deps.db
    .insertInto('name_store_join')
    .values({
      id: uuidv7(),
      name_id: id,
      store_id: DNS,
      name_is_customer: role === 'customer',
      name_is_supplier: role === 'supplier',
    })
    .execute();
  return id;
}

/** A name of the demo data that is not joined to the store at all. */
async function notVisible() {
  const row = await h.deps.db
    .selectFrom('name')
    .select('id')
    .where('type', 'not in', ['INVAD', 'REPACK'])
    .where(
      'id',
      'not in',
      h.deps.db.selectFrom('name_store_join').select('name_id').where('store_id', '=', DNS),
    )
    .where('id', '!=', OWN_NAME)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('names by trading role', () => {
  it('offers as customers exactly the names joined to the store as customers, never itself', async () => {
    const customers = await offered('CUSTOMER');
    const expected = (await joined('name_is_customer', true)).filter((id) => id !== OWN_NAME);
    expect(expected.length).toBeGreaterThan(0);
    expect(customers.nodes.map((n) => n.id).sort()).toEqual([...expected].sort());
    expect(customers.totalCount).toBe(expected.length);
    expect(customers.nodes.map((n) => n.id)).not.toContain(await notVisible());
  });

  it('offers as suppliers exactly the names joined to the store as suppliers, never itself', async () => {
    const suppliers = await offered('SUPPLIER');
    const expected = (await joined('name_is_supplier', true)).filter((id) => id !== OWN_NAME);
    expect(expected.length).toBeGreaterThan(0);
    expect(suppliers.nodes.map((n) => n.id).sort()).toEqual([...expected].sort());
    expect(suppliers.nodes.map((n) => n.id)).not.toContain(await onlyIn('customer'));
  });

  it('narrows by code or name within the role', async () => {
    const all = await offered('SUPPLIER');
    const some = await offered('SUPPLIER', 'UNICEF');
    expect(some.totalCount).toBeGreaterThan(0);
    expect(some.totalCount).toBeLessThan(all.totalCount);
  });
});

describe('the server refuses a party that is not a trading partner in its role', () => {
  async function mutate(field: string, input: Record<string, unknown>) {
    const as = await h.as('storekeeper');
    const type = `${field.charAt(0).toUpperCase()}${field.slice(1)}Input`;
    const res = await as<{
      r: { __typename: string; id?: string; error?: { __typename: string } };
    }>(
      `mutation($s: String!, $i: ${type}!) { r: ${field}(storeId: $s, input: $i) {
        __typename ... on InvoiceNode { id } ... on InvoiceMutationError { error { __typename } } } }`,
      { s: DNS, i: input },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.r;
  }

  it('on outbound shipments, made or given another customer', async () => {
    const [customer] = (await offered('CUSTOMER')).nodes;
    const supplierOnly = await onlyIn('supplier');
    const shipment = await mutate('insertOutboundShipment', {
      id: uuidv7(),
      otherPartyId: customer!.id,
    });
    expect(shipment.__typename).toBe('InvoiceNode');
    const cases: [string, string][] = [
      [await notVisible(), 'OtherPartyNotVisible'],
      [supplierOnly, 'OtherPartyNotACustomer'],
      [OWN_NAME, 'OtherPartyIsThisStore'],
    ];
    for (const [otherPartyId, error] of cases) {
      const made = await mutate('insertOutboundShipment', { id: uuidv7(), otherPartyId });
      expect(made.error?.__typename, otherPartyId).toBe(error);
      const changed = await mutate('updateOutboundShipment', { id: shipment.id, otherPartyId });
      expect(changed.error?.__typename, otherPartyId).toBe(error);
    }
  });

  it('on inbound shipments, made or given another supplier', async () => {
    const [supplier] = (await offered('SUPPLIER')).nodes;
    const customerOnly = await onlyIn('customer');
    const receipt = await mutate('insertInboundShipment', {
      id: uuidv7(),
      otherPartyId: supplier!.id,
    });
    expect(receipt.__typename).toBe('InvoiceNode');
    const cases: [string, string][] = [
      [await notVisible(), 'OtherPartyNotVisible'],
      [customerOnly, 'OtherPartyNotASupplier'],
      [OWN_NAME, 'OtherPartyIsThisStore'],
    ];
    for (const [otherPartyId, error] of cases) {
      const made = await mutate('insertInboundShipment', { id: uuidv7(), otherPartyId });
      expect(made.error?.__typename, otherPartyId).toBe(error);
      const changed = await mutate('updateInboundShipment', { id: receipt.id, otherPartyId });
      expect(changed.error?.__typename, otherPartyId).toBe(error);
    }
  });
});
