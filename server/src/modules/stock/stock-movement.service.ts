// THE stock-movement service: every operation that changes stock (adjustments,
// repacks, and later shipments, prescriptions, returns, stocktakes) calls
// applyStockMovements inside its own transaction. It enforces, for each stock line:
// - available packs (what can still be allocated) never below zero;
// - total packs (what is physically there) never below zero, at any point in the
//   ledger's history: a back-dated reduction that would make a past balance negative
//   is refused;
// - every count and balance it writes is finite and storable (isStorablePackCount), so
//   no caller can put Infinity or a count beyond the database's exact range in a line;
// and writes the ledger row with its running balance.
//
// Lock order (what keeps concurrent operations free of deadlocks): an operation calls
// lockStockForMovement FIRST, before it writes any row that references those stock lines
// (an invoice line's foreign key to stock_line takes a KEY SHARE lock on PostgreSQL; two
// transactions holding that and then asking FOR UPDATE deadlock). The lock answers the
// lines as they are now and the clock read after it, so counts are never stale and a
// "now" movement's timestamp follows the order in which the transactions commit.
import { isStorablePackCount, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { Tx } from '../../db/transaction';
import type { ServiceContext } from '../../common/service-context';
import {
  balancesAround,
  insertMovement,
  insertMovementsBulk,
  lastMovementTimes,
  type LedgerRow,
} from './ledger.repository';
import { lockStockLines, setStockLineCountsBulk } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

/** Tolerance for fractional packs: a result within it of zero counts as zero. */
const EPSILON = 1e-9;
/** Quantities are stored rounded to 10 decimals, so repeated fractions do not drift, and
 * to 15 significant digits (what a double keeps exactly), so a large count is not
 * disturbed by the rounding itself (999,999,991 x 1e10 is beyond a double's exact range). */
export const roundPacks = (packs: number): number => {
  if (!Number.isFinite(packs) || packs === 0) return packs;
  const wholeDigits = Math.floor(Math.log10(Math.abs(packs))) + 1;
  return Number(packs.toFixed(Math.min(10, Math.max(0, 15 - wholeDigits))));
};

export interface StockMovementLine {
  stockLineId: string;
  invoiceLineId: string;
  /** Physical change in packs (+ in, - out): recorded in the ledger. */
  totalPacks: number;
  /** Change of what can still be allocated, in packs. */
  availablePacks: number;
}

/** Movements of the context's store. */
export interface StockMovementRequest {
  invoiceId: string;
  /** When the stock physically moved; may be in the past (back-dated). */
  datetime: Date;
  lines: readonly StockMovementLine[];
}

export type StockMovementError =
  | { kind: 'StockLineNotFound'; stockLineId: string }
  | { kind: 'NotEnoughStock'; stockLineId: string; availablePacks: number; requestedPacks: number }
  | { kind: 'StockBelowZeroInPast'; stockLineId: string; datetime: string; shortfallPacks: number }
  /** The change, or a count or balance it would leave, is not a number the system keeps. */
  | { kind: 'StockCountOutOfRange'; stockLineId: string };

export interface LockedStock {
  /** The store's lines asked for, as they are inside the transaction (absent: not found). */
  lines: Map<string, StockLine>;
  /** The clock read after the lock: the time of a movement that happens "now". */
  now: Date;
}

/** Locks the context store's stock lines for change, in id order (PostgreSQL: SELECT ...
 * FOR UPDATE; SQLite's write transaction already holds the write lock from BEGIN IMMEDIATE),
 * and answers them fresh with the time after the lock. Call it before writing anything
 * that references these lines. */
export async function lockStockForMovement(
  trx: Tx,
  ctx: ServiceContext,
  stockLineIds: readonly string[],
): Promise<LockedStock> {
  const ids = [...new Set(stockLineIds)].sort();
  const lines = await lockStockLines(trx, ctx.dialect, ctx.storeId, ids);
  return { lines, now: ctx.now() };
}

const storable = (...counts: number[]): boolean => counts.every(isStorablePackCount);
const isPhysical = (change: StockMovementLine): boolean => Math.abs(change.totalPacks) > EPSILON;
/** Whether a count of packs is more than the tolerance: a movement of it is written to the
 * ledger. A result that is not (a repack into enormous packs) is no quantity at all. */
export const isMeasurablePacks = (packs: number): boolean => packs > EPSILON;

/** `locked`: what the caller's lockStockForMovement answered (and lines it created in this
 * transaction since), so they are not read again; any other line is locked here, which
 * keeps the service safe for a caller that locked nothing. */
export async function applyStockMovements(
  trx: Tx,
  ctx: ServiceContext,
  request: StockMovementRequest,
  locked?: LockedStock,
): Promise<Result<Map<string, StockLine>, StockMovementError>> {
  const lines = new Map(locked?.lines);
  const missing = request.lines.map((l) => l.stockLineId).filter((id) => !lines.has(id));
  const fresh = missing.length > 0 || !locked;
  const more = fresh ? await lockStockForMovement(trx, ctx, missing) : undefined;
  for (const [id, line] of more?.lines ?? []) lines.set(id, line);
  const now = locked?.now ?? more?.now ?? ctx.now();
  const at = request.datetime.toISOString();

  // A movement later than every movement of its line (the usual "now") needs no look at
  // history: the line's total is its last balance. Only a back-dated one reads and shifts
  // the history around it. Ledger rows and counts are written in multi-row statements.
  const moving = [...new Set(request.lines.filter(isPhysical).map((c) => c.stockLineId))];
  const lastAt = await lastMovementTimes(trx, moving);
  const appended: LedgerRow[] = [];
  const changed = new Map<string, StockLine>();

  for (const change of request.lines) {
    const line = lines.get(change.stockLineId);
    if (!line) return err({ kind: 'StockLineNotFound', stockLineId: change.stockLineId });
    const outOfRange = err({ kind: 'StockCountOutOfRange' as const, stockLineId: line.id });
    if (!storable(change.availablePacks, change.totalPacks)) return outOfRange;
    const available = roundPacks(line.availableNumberOfPacks + change.availablePacks);
    const total = roundPacks(line.totalNumberOfPacks + change.totalPacks);
    if (!storable(available, total)) return outOfRange;
    if (available < -EPSILON || total < -EPSILON) {
      return err({
        kind: 'NotEnoughStock',
        stockLineId: line.id,
        availablePacks: line.availableNumberOfPacks,
        requestedPacks: -Math.min(change.availablePacks, change.totalPacks),
      });
    }

    if (isPhysical(change)) {
      const movement = {
        id: uuidv7(now.getTime()),
        storeId: ctx.storeId,
        itemId: line.itemId,
        stockLineId: line.id,
        invoiceId: request.invoiceId,
        invoiceLineId: change.invoiceLineId,
        datetime: at,
        numberOfPacks: change.totalPacks,
        packSize: line.packSize,
      };
      const last = lastAt.get(line.id);
      if (last === undefined || at > last) {
        appended.push({ ...movement, balancePacks: total });
        // A second movement of the line in this request sorts after the first (same time,
        // later id): still the last one.
        lastAt.set(line.id, at);
      } else {
        // Back-dated: its rows must be in place before history around it is read.
        await insertMovementsBulk(trx, appended.splice(0));
        const around = await balancesAround(trx, line.id, at, movement.id);
        const balance = roundPacks(around.before + change.totalPacks);
        const later = around.later;
        const lowest = Math.min(
          balance,
          later === undefined ? balance : roundPacks(later.lowest + change.totalPacks),
        );
        const highest = Math.max(
          balance,
          later === undefined ? balance : roundPacks(later.highest + change.totalPacks),
        );
        if (!storable(balance, lowest, highest)) return outOfRange;
        if (lowest < -EPSILON) {
          return err({
            kind: 'StockBelowZeroInPast',
            stockLineId: line.id,
            datetime: at,
            shortfallPacks: -lowest,
          });
        }
        await insertMovement(trx, movement, balance, later !== undefined);
      }
    }

    const updated = {
      ...line,
      availableNumberOfPacks: Math.max(available, 0),
      totalNumberOfPacks: Math.max(total, 0),
    };
    lines.set(line.id, updated);
    changed.set(line.id, updated);
  }
  await insertMovementsBulk(trx, appended);
  await setStockLineCountsBulk(trx, [...changed.values()], now);
  return ok(lines);
}
