// Small named fixture builders for service tests.
import { uuidv7 } from '@dawa/domain';
import { ok } from '../src/common/result';
import { serviceContext, type ServiceContext } from '../src/common/service-context';
import { inTransaction } from '../src/db/transaction';
import type { Deps } from '../src/deps';
import { demoId } from '../src/demo/ids';
import { insertLocationRow } from '../src/modules/locations/location.repository';
import { insertReasons, type ReasonType } from '../src/modules/reasons/reason.repository';
import { recordAdjustment } from '../src/modules/stock/inventory-adjustment.service';
import { insertStockLine } from '../src/modules/stock/stock-line.repository';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import { storeId } from './harness';

export const itemId = (code: string): string => demoId(`item:${code}`);
export const userId = (username: string): string => demoId(`user:${username}`);

/** A demo user acting in a store, as the GraphQL edge would build it for a signed-in user. */
export const actingIn = (deps: Deps, storeId: string, username = 'storekeeper'): ServiceContext =>
  serviceContext(deps, { storeId, userId: userId(username) });

/** The VVM statuses every database has (migration 0003): stages 3 and 4 are unusable. */
export const vvmStatusId = (stage: 1 | 2 | 3 | 4): string =>
  `00000000-0000-7000-8000-00000000010${stage}`;

/** A location of a store, on hold or not. */
export async function givenLocation(
  deps: Deps,
  spec: { store?: string; code: string; onHold?: boolean },
): Promise<string> {
  const id = uuidv7();
  await inTransaction(deps.db, async (trx) => {
    await insertLocationRow(
      trx,
      {
        id,
        storeId: storeId(spec.store ?? 'DNS'),
        code: spec.code,
        name: spec.code,
        onHold: spec.onHold ?? false,
        locationType: null,
      },
      deps.clock(),
    );
    return ok(undefined);
  });
  return id;
}

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
  onHold?: boolean;
  locationId?: string | null;
  vvmStatusId?: string | null;
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
    locationId: spec.locationId ?? null,
    onHold: spec.onHold ?? false,
    donorId: null,
    supplierId: null,
    vvmStatusId: spec.vvmStatusId ?? null,
    barcode: null,
    note: null,
    createdDatetime: now.toISOString(),
  };
  const packs = spec.packs ?? 10;
  const result = await inTransaction(deps.db, async (trx) => {
    await insertStockLine(trx, line, now);
    if (packs === 0) return ok(line);
    const added = await recordAdjustment(trx, actingIn(deps, line.storeId, 'admin'), {
      invoiceId: uuidv7(),
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

/** Stock leaving a line through a document of `type` (e.g. a prescription), at `at`. */
export async function givenIssue(
  deps: Deps,
  line: StockLine,
  packs: number,
  at: Date,
  /** A customer return or a receipt brings `-packs` back in (packs below zero). */
  type:
    | 'PRESCRIPTION'
    | 'OUTBOUND_SHIPMENT'
    | 'CUSTOMER_RETURN'
    | 'INBOUND_SHIPMENT'
    | 'SUPPLIER_RETURN'
    | 'INVENTORY_REDUCTION' = 'PRESCRIPTION',
): Promise<void> {
  const { insertInvoice } = await import('../src/modules/invoices/invoice.repository');
  const { applyStockMovements } = await import('../src/modules/stock/stock-movement.service');
  const invoiceId = uuidv7();
  const lineId = uuidv7();
  const result = await inTransaction(deps.db, async (trx) => {
    await insertInvoice(
      trx,
      {
        id: invoiceId,
        storeId: line.storeId,
        nameId: demoId('name:SUP-MEDS'),
        type,
        status: 'VERIFIED',
        userId: null,
        comment: null,
        createdDatetime: at.toISOString(),
        verifiedDatetime: at.toISOString(),
      },
      [
        {
          id: lineId,
          type: packs < 0 ? 'STOCK_IN' : 'STOCK_OUT',
          invoiceId,
          itemId: line.itemId,
          stockLineId: line.id,
          batch: line.batch,
          expiryDate: line.expiryDate,
          packSize: line.packSize,
          numberOfPacks: Math.abs(packs),
          costPricePerPack: line.costPricePerPack,
          sellPricePerPack: line.sellPricePerPack,
          reasonOptionId: null,
          locationId: null,
          note: null,
        },
      ],
      deps.clock(),
    );
    return applyStockMovements(trx, actingIn(deps, line.storeId, 'admin'), {
      invoiceId,
      datetime: at,
      lines: [
        { stockLineId: line.id, invoiceLineId: lineId, totalPacks: -packs, availablePacks: -packs },
      ],
    });
  });
  if (!result.ok) throw new Error(`fixture issue: ${JSON.stringify(result.error)}`);
}
