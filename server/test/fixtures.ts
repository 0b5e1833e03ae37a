// Small named fixture builders for service tests.
import { uuidv7 } from '@dawa/domain';
import { ok } from '../src/common/result';
import { inTransaction } from '../src/db/transaction';
import type { Deps } from '../src/deps';
import { demoId } from '../src/demo/ids';
import { insertReasons, type ReasonType } from '../src/modules/reasons/reason.repository';
import { recordAdjustment } from '../src/modules/stock/inventory-adjustment.service';
import { insertStockLine } from '../src/modules/stock/stock-line.repository';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import { storeId } from './harness';

export const itemId = (code: string): string => demoId(`item:${code}`);
export const userId = (username: string): string => demoId(`user:${username}`);

export async function givenReason(
  deps: Deps,
  type: ReasonType,
  reason = `${type} reason`,
): Promise<string> {
  const id = uuidv7();
  await inTransaction(deps.db, async (trx) => {
    await insertReasons(trx, [{ id, type, reason, isActive: true }], deps.clock());
    return ok(undefined);
  });
  return id;
}

export interface StockLineSpec {
  store?: string;
  item?: string;
  packs?: number;
  packSize?: number;
  batch?: string;
  expiryDate?: string | null;
  /** When the opening stock arrived (default: the clock's now). */
  at?: Date;
}

/** A stock line holding `packs` packs, put there by a recorded addition (so the
 * ledger agrees with it). */
export async function givenStockLine(deps: Deps, spec: StockLineSpec = {}): Promise<StockLine> {
  const now = deps.clock();
  const line: StockLine = {
    id: uuidv7(),
    storeId: storeId(spec.store ?? 'DNS'),
    itemId: itemId(spec.item ?? 'AMOX250T'),
    batch: spec.batch ?? 'B-001',
    expiryDate: spec.expiryDate === undefined ? '2028-06-30' : spec.expiryDate,
    packSize: spec.packSize ?? 100,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack: 2.5,
    sellPricePerPack: 3,
    locationId: null,
    onHold: false,
    donorId: null,
    supplierId: null,
    vvmStatusId: null,
    barcode: null,
    note: null,
    createdDatetime: now.toISOString(),
  };
  const packs = spec.packs ?? 10;
  const result = await inTransaction(deps.db, async (trx) => {
    await insertStockLine(trx, line, now);
    if (packs === 0) return ok(line);
    const added = await recordAdjustment(trx, deps, {
      invoiceId: uuidv7(),
      storeId: line.storeId,
      userId: userId('admin'),
      line,
      signedPacks: packs,
      reasonId: null,
      at: spec.at ?? now,
    });
    return added.ok ? ok(added.value.stockLine) : added;
  });
  if (!result.ok) throw new Error(`fixture stock line: ${JSON.stringify(result.error)}`);
  return result.value;
}
