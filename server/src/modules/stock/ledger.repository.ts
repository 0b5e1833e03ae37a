// The ledger: one movement per physical change of a stock line, with the line's
// balance after it. Rows order by (datetime, id); ids are UUID v7, so two movements
// at the same instant keep the order they were written in.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { Tx } from '../../db/transaction';

export interface NewMovement {
  id: string;
  storeId: string;
  itemId: string;
  stockLineId: string;
  invoiceId: string;
  invoiceLineId: string;
  datetime: string;
  numberOfPacks: number;
  packSize: number;
}

const before = (datetime: string, id: string) =>
  sql<boolean>`(datetime < ${datetime} or (datetime = ${datetime} and id < ${id}))`;
const after = (datetime: string, id: string) =>
  sql<boolean>`(datetime > ${datetime} or (datetime = ${datetime} and id > ${id}))`;

/** Where a point in a stock line's history stands: the balance just before it, and the
 * lowest and highest balance after it (absent when nothing follows it), which a change
 * inserted there shifts. One statement, since it runs while the line is locked. */
export async function balancesAround(
  trx: Tx,
  stockLineId: string,
  datetime: string,
  id: string,
): Promise<{ before: number; later: { lowest: number; highest: number } | undefined }> {
  const row = await trx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('stock_movement')
        .select('balance_packs')
        .where('stock_line_id', '=', stockLineId)
        .where(before(datetime, id))
        .orderBy('datetime', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .as('before'),
      eb
        .selectFrom('stock_movement')
        .select((m) => m.fn.min<number>('balance_packs').as('lowest'))
        .where('stock_line_id', '=', stockLineId)
        .where(after(datetime, id))
        .as('lowest'),
      eb
        .selectFrom('stock_movement')
        .select((m) => m.fn.max<number>('balance_packs').as('highest'))
        .where('stock_line_id', '=', stockLineId)
        .where(after(datetime, id))
        .as('highest'),
    ])
    .executeTakeFirstOrThrow();
  const lowest = row.lowest === null ? undefined : Number(row.lowest);
  const highest = row.highest === null ? undefined : Number(row.highest);
  return {
    before: row.before === null ? 0 : Number(row.before),
    later: lowest === undefined || highest === undefined ? undefined : { lowest, highest },
  };
}

/** Inserts a movement at its place in history and moves every later balance by it
 * (`hasLater` false: the caller knows nothing follows it, so there is nothing to move). */
export async function insertMovement(
  trx: Tx,
  movement: NewMovement,
  balance: number,
  hasLater = true,
): Promise<void> {
  await trx
    .insertInto('stock_movement')
    .values({
      id: movement.id,
      store_id: movement.storeId,
      item_id: movement.itemId,
      stock_line_id: movement.stockLineId,
      invoice_id: movement.invoiceId,
      invoice_line_id: movement.invoiceLineId,
      datetime: movement.datetime,
      number_of_packs: movement.numberOfPacks,
      pack_size: movement.packSize,
      balance_packs: balance,
    })
    .execute();
  if (!hasLater) return;
  await trx
    .updateTable('stock_movement')
    .set((eb) => ({ balance_packs: eb('balance_packs', '+', movement.numberOfPacks) }))
    .where('stock_line_id', '=', movement.stockLineId)
    .where(after(movement.datetime, movement.id))
    .execute();
}

/** The time of each stock line's latest movement (lines without one are absent). */
export async function lastMovementTimes(
  trx: Tx,
  stockLineIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const part of chunks(stockLineIds, 500)) {
    const rows = await trx
      .selectFrom('stock_movement')
      .select(['stock_line_id', (eb) => eb.fn.max<string>('datetime').as('last')])
      .where('stock_line_id', 'in', part)
      .groupBy('stock_line_id')
      .execute();
    for (const r of rows) out.set(r.stock_line_id, r.last);
  }
  return out;
}

/** A movement with its running balance already worked out by the caller. */
export interface LedgerRow extends NewMovement {
  balancePacks: number;
}

/** Appends many movements as they are, in multi-row statements: for generated history
 * whose balances the caller computed in (datetime, id) order. Unlike insertMovement it
 * shifts no later balance, so it is only right for lines with no later movements. */
export async function insertMovementsBulk(trx: Tx, movements: readonly LedgerRow[]): Promise<void> {
  for (const chunk of chunks(movements, rowsPerInsert(10))) {
    await trx
      .insertInto('stock_movement')
      .values(
        chunk.map((m) => ({
          id: m.id,
          store_id: m.storeId,
          item_id: m.itemId,
          stock_line_id: m.stockLineId,
          invoice_id: m.invoiceId,
          invoice_line_id: m.invoiceLineId,
          datetime: m.datetime,
          number_of_packs: m.numberOfPacks,
          pack_size: m.packSize,
          balance_packs: m.balancePacks,
        })),
      )
      .execute();
  }
}

export interface LedgerDisagreement {
  stockLineId: string;
  totalNumberOfPacks: number;
  ledgerSum: number;
  lastBalance: number | null;
  lowestBalance: number | null;
}

/** Stock lines whose packs and ledger disagree: the sum of movements or the last
 * running balance differs from the line's total, or a balance went below zero. */
export async function findLedgerDisagreements(
  db: Kysely<DB>,
  tolerance = 1e-6,
): Promise<LedgerDisagreement[]> {
  const sums = await db
    .selectFrom('stock_line')
    .leftJoin('stock_movement', 'stock_movement.stock_line_id', 'stock_line.id')
    .select((eb) => [
      'stock_line.id as stockLineId',
      'stock_line.total_number_of_packs as total',
      eb.fn
        .coalesce(eb.fn.sum<number>('stock_movement.number_of_packs'), sql<number>`0`)
        .as('ledgerSum'),
      eb.fn.min<number>('stock_movement.balance_packs').as('lowest'),
    ])
    .groupBy(['stock_line.id', 'stock_line.total_number_of_packs'])
    .execute();
  const lastBalances = await db
    .selectFrom('stock_movement as m')
    .select(['m.stock_line_id', 'm.balance_packs'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('stock_movement as later')
            .select('later.id')
            .whereRef('later.stock_line_id', '=', 'm.stock_line_id')
            .where(
              sql<boolean>`(later.datetime > m.datetime or (later.datetime = m.datetime and later.id > m.id))`,
            ),
        ),
      ),
    )
    .execute();
  const last = new Map(lastBalances.map((r) => [r.stock_line_id, Number(r.balance_packs)]));
  const out: LedgerDisagreement[] = [];
  for (const r of sums) {
    const total = Number(r.total);
    const sum = Number(r.ledgerSum);
    const lastBalance = last.get(r.stockLineId) ?? null;
    const lowest = r.lowest === null ? null : Number(r.lowest);
    const bad =
      Math.abs(total - sum) > tolerance ||
      (lastBalance !== null && Math.abs(lastBalance - total) > tolerance) ||
      (lowest !== null && lowest < -tolerance);
    if (bad)
      out.push({
        stockLineId: r.stockLineId,
        totalNumberOfPacks: total,
        ledgerSum: sum,
        lastBalance,
        lowestBalance: lowest,
      });
  }
  return out;
}
