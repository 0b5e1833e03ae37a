// Migration 0009 (documents) on a database written before it: the lines already written get
// their kind from their movement (stock in or out), their item's name and code, and totals;
// every store keeps seeing the customers and suppliers it saw, but never its own name.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, testDialect } from './database';

let database: Database;
const T = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase({ upTo: '0008_ledger_by_store_time' });
  const db = database.db;
  const b = (v: boolean) => (testDialect() === 'sqlite' ? Number(v) : v);
  await sql`insert into name (id, code, name, type, is_customer, is_supplier, created_datetime) values
    ('n-a', 'A', 'Store A', 'STORE', ${b(true)}, ${b(true)}, ${T}),
    ('n-b', 'B', 'Store B', 'STORE', ${b(true)}, ${b(false)}, ${T}),
    ('n-s', 'S', 'Supplier', 'FACILITY', ${b(false)}, ${b(true)}, ${T}),
    ('n-d', 'D', 'Donor only', 'FACILITY', ${b(false)}, ${b(false)}, ${T})`.execute(db);
  await sql`insert into store (id, code, name_id, store_mode, created_date, home_currency_code, is_disabled, site_id) values
    ('s-a', 'A', 'n-a', 'STORE', '2026-01-01', 'USD', ${b(false)}, 1),
    ('s-b', 'B', 'n-b', 'STORE', '2026-01-01', 'USD', ${b(false)}, 1)`.execute(db);
  await sql`insert into item (id, code, name, unit, type, default_pack_size, doses_per_unit, is_vaccine,
      strength, form, volume_per_unit, manufacturer, universal_code, universal_name, is_active, created_datetime)
    values ('i-1', 'AMX', 'Amoxicillin 250mg', 'tab', 'STOCK', 10, 0, ${b(false)}, '', '', 0, '', '', '', ${b(true)}, ${T})`.execute(
    db,
  );
  await sql`insert into stock_line (id, store_id, item_id, pack_size, available_number_of_packs,
      total_number_of_packs, cost_price_per_pack, sell_price_per_pack, on_hold, created_datetime)
    values ('l-1', 's-a', 'i-1', 10, 6, 6, 2.5, 3, ${b(false)}, ${T})`.execute(db);
  await sql`insert into invoice (id, store_id, name_id, type, status, invoice_number, created_datetime)
    values ('inv-add', 's-a', 'n-s', 'INVENTORY_ADDITION', 'VERIFIED', 1, ${T}),
           ('inv-red', 's-a', 'n-s', 'INVENTORY_REDUCTION', 'VERIFIED', 1, ${T})`.execute(db);
  await sql`insert into invoice_line (id, invoice_id, item_id, stock_line_id, pack_size, number_of_packs,
      cost_price_per_pack, sell_price_per_pack)
    values ('il-add', 'inv-add', 'i-1', 'l-1', 10, 10, 2.5, 3),
           ('il-red', 'inv-red', 'i-1', 'l-1', 10, 4, 2.5, 3)`.execute(db);
  await sql`insert into stock_movement (id, store_id, item_id, stock_line_id, invoice_id, invoice_line_id,
      datetime, number_of_packs, pack_size, balance_packs)
    values ('m-1', 's-a', 'i-1', 'l-1', 'inv-add', 'il-add', ${T}, 10, 10, 10),
           ('m-2', 's-a', 'i-1', 'l-1', 'inv-red', 'il-red', ${T}, -4, 10, 6)`.execute(db);
  await migrateToLatest(database);
});

afterAll(async () => {
  await database.close();
});

describe('migration 0009 on existing data', () => {
  it('gives the lines written so far their kind, item name and code, and totals', async () => {
    const lines = await database.db
      .selectFrom('invoice_line')
      .select(['id', 'type', 'item_name', 'item_code', 'total_before_tax', 'total_after_tax'])
      .orderBy('id')
      .execute();
    expect(
      lines.map((l) => ({
        ...l,
        total_before_tax: Number(l.total_before_tax),
        total_after_tax: Number(l.total_after_tax),
      })),
    ).toEqual([
      {
        id: 'il-add',
        type: 'STOCK_IN',
        item_name: 'Amoxicillin 250mg',
        item_code: 'AMX',
        total_before_tax: 25,
        total_after_tax: 25,
      },
      {
        id: 'il-red',
        type: 'STOCK_OUT',
        item_name: 'Amoxicillin 250mg',
        item_code: 'AMX',
        total_before_tax: 10,
        total_after_tax: 10,
      },
    ]);
  });

  it('lets every store see the customers and suppliers of before, not itself nor a donor only', async () => {
    const joins = await database.db
      .selectFrom('name_store_join')
      .select(['store_id', 'name_id', 'name_is_customer', 'name_is_supplier'])
      .orderBy('store_id')
      .orderBy('name_id')
      .execute();
    expect(
      joins.map((j) => [
        j.store_id,
        j.name_id,
        Boolean(j.name_is_customer),
        Boolean(j.name_is_supplier),
      ]),
    ).toEqual([
      ['s-a', 'n-b', true, false],
      ['s-a', 'n-s', false, true],
      ['s-b', 'n-a', true, true],
      ['s-b', 'n-s', false, true],
    ]);
  });

  it('leaves invoices off hold, with no date of a status they have not reached', async () => {
    const invoice = await database.db
      .selectFrom('invoice')
      .select(['on_hold', 'picked_datetime', 'linked_invoice_id'])
      .where('id', '=', 'inv-add')
      .executeTakeFirstOrThrow();
    expect([Boolean(invoice.on_hold), invoice.picked_datetime, invoice.linked_invoice_id]).toEqual([
      false,
      null,
      null,
    ]);
  });
});
