// Documents of the demo's present on top of its shipments (issue 12 item 5), made through the
// same services a user's clicks reach, so every rule holds and the stock, the ledger and the
// transfers agree: returns in both directions between the demo's stores (the Northern district
// store sends part of two warehouse deliveries back, the warehouse has received one; a health
// centre sends part of the district's delivery back), and in the district store and a health
// centre one stocktake being counted and one on hold.
import { uuidv7, type InvoiceStatus } from '@dawa/domain';
import { serviceContext, type ServiceContext } from '../common/service-context';
import type { Deps } from '../deps';
import { updateCustomerReturn } from '../modules/invoices/customer-return/update';
import { insertSupplierReturn } from '../modules/invoices/supplier-return/insert';
import { readStocktakeLines } from '../modules/stocktakes/stocktake.list';
import { insertStocktakeOf } from '../modules/stocktakes/insert';
import { updateStocktakeLinesOf, type UpdateStocktakeLineInput } from '../modules/stocktakes/lines';
import { updateStocktake } from '../modules/stocktakes/update';
import { demoId } from './ids';
import { must } from './shipments';
import { Rng } from './prng';
import { monthlyStocktakeName } from './stock-counts';
import { DAY_MS } from './stock-plan';
import { reasonIdOf } from './stock-reference';

const inStore = (deps: Deps, code: string): ServiceContext =>
  serviceContext(deps, { storeId: demoId(`store:${code}`), userId: demoId('user:admin') });

const newId = (deps: Deps) => uuidv7(deps.clock().getTime());

interface PlannedReturn {
  from: string;
  to: string;
  /** Which of the sender's received deliveries from `to` goes back (by its status there). */
  receipt: InvoiceStatus;
  status: 'PICKED' | 'SHIPPED';
  /** What the supplier's store does with the customer return the transfer made. */
  receiver?: 'RECEIVED';
  reason: string;
  comment: string;
}

const RETURNS: readonly PlannedReturn[] = [
  {
    from: 'DNS',
    to: 'NMW',
    receipt: 'VERIFIED',
    status: 'SHIPPED',
    receiver: 'RECEIVED',
    reason: 'Damaged on arrival',
    comment: 'Cartons crushed in transport',
  },
  {
    from: 'DNS',
    to: 'NMW',
    receipt: 'RECEIVED',
    status: 'PICKED',
    reason: 'Wrong item',
    comment: 'Not what was ordered',
  },
  {
    from: 'KHC',
    to: 'DNS',
    receipt: 'RECEIVED',
    status: 'SHIPPED',
    reason: 'Damaged on arrival',
    comment: 'Boxes wet on arrival',
  },
];

/** Packs of each returned batch (at most what it has available). */
const PACKS_RETURNED = 2;

export interface DemoReturnSummary {
  supplierReturns: number;
  customerReturns: number;
}

/** Supplier returns of received transfers, carried to the supplying store as customer returns. */
export async function seedDemoReturns(deps: Deps): Promise<DemoReturnSummary> {
  let made = 0;
  for (const plan of RETURNS) {
    const ctx = inStore(deps, plan.from);
    const receipt = await deps.db
      .selectFrom('invoice')
      .select('id')
      .where('store_id', '=', ctx.storeId)
      .where('type', '=', 'INBOUND_SHIPMENT')
      .where('name_id', '=', demoId(`name:${plan.to}`))
      .where('status', '=', plan.receipt)
      .where('linked_invoice_id', 'is not', null)
      .orderBy('invoice_number')
      .executeTakeFirst();
    if (!receipt) continue;
    const batches = await deps.db
      .selectFrom('invoice_line as l')
      .innerJoin('stock_line as s', 's.id', 'l.stock_line_id')
      .select(['s.id', 's.available_number_of_packs as available'])
      .where('l.invoice_id', '=', receipt.id)
      .where('s.available_number_of_packs', '>=', 1)
      .orderBy('l.id')
      .limit(2)
      .execute();
    if (batches.length === 0) continue;
    const id = newId(deps);
    must(
      await insertSupplierReturn(ctx, {
        id,
        otherPartyId: demoId(`name:${plan.to}`),
        inboundShipmentId: receipt.id,
        status: plan.status,
        comment: plan.comment,
        lines: batches.map((b) => ({
          id: newId(deps),
          stockLineId: b.id,
          numberOfPacks: Math.min(PACKS_RETURNED, Math.floor(Number(b.available))),
          reasonId: reasonIdOf('RETURN_REASON', plan.reason),
        })),
      }),
    );
    made += 1;
    await deps.transfers.idle();
    if (!plan.receiver) continue;
    const atSupplier = await deps.db
      .selectFrom('invoice')
      .select('id')
      .where('linked_invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    must(
      await updateCustomerReturn(inStore(deps, plan.to), {
        id: atSupplier.id,
        status: plan.receiver,
      }),
    );
    await deps.transfers.idle();
  }
  return { supplierReturns: made, customerReturns: made };
}

interface PlannedCount {
  store: string;
  /** Counted now: the lines of a master list, some counted, a few with a difference. */
  masterList: string;
  /** On hold: the batches expiring within this many days. */
  heldExpiringWithinDays: number;
}

const COUNTS: readonly PlannedCount[] = [
  { store: 'DNS', masterList: 'maternal-child-health', heldExpiringWithinDays: 90 },
  { store: 'KHC', masterList: 'consumables', heldExpiringWithinDays: 120 },
];

/** Share of the in-progress count's lines counted so far, and of those counted differently. */
const COUNTED_SHARE = 0.6;
const DIFFERENCE_SHARE = 0.12;

export interface DemoStocktakeSummary {
  inProgress: number;
  onHold: number;
}

/** In each store of COUNTS, a stocktake being counted and one on hold. */
export async function seedDemoStocktakes(deps: Deps): Promise<DemoStocktakeSummary> {
  const summary: DemoStocktakeSummary = { inProgress: 0, onHold: 0 };
  const today = deps.clock();
  for (const plan of COUNTS) {
    const ctx = inStore(deps, plan.store);
    const rng = new Rng(`count:${plan.store}`);
    const counting = must(
      await insertStocktakeOf(ctx, {
        id: newId(deps),
        masterListId: demoId(`master_list:${plan.masterList}`),
        description: monthlyStocktakeName(today),
        comment: 'Counting shelf by shelf',
      }),
    );
    const lines = await readStocktakeLines(deps.db, counting.id);
    const counts = lines.flatMap((l): UpdateStocktakeLineInput[] => {
      if (!rng.chance(COUNTED_SHARE)) return [];
      const snapshot = l.snapshotNumberOfPacks;
      if (!rng.chance(DIFFERENCE_SHARE))
        return [{ id: l.id, countedNumberOfPacks: snapshot, reasonOptionId: null }];
      const size = Math.max(1, Math.round(snapshot * rng.between(0.02, 0.1)));
      // Fewer counted than the batch holds only where no reserved packs would be taken.
      const lower = (l.currentAvailableNumberOfPacks ?? 0) >= size && snapshot >= size;
      return [
        lower
          ? {
              id: l.id,
              countedNumberOfPacks: snapshot - size,
              reasonOptionId: reasonIdOf(
                'NEGATIVE_INVENTORY_ADJUSTMENT',
                rng.pick(['Damaged', 'Stolen', 'Stock count correction']),
              ),
            }
          : {
              id: l.id,
              countedNumberOfPacks: snapshot + size,
              reasonOptionId: reasonIdOf(
                'POSITIVE_INVENTORY_ADJUSTMENT',
                rng.pick(['Found', 'Stock count correction']),
              ),
            },
      ];
    });
    if (counts.length > 0)
      must(await updateStocktakeLinesOf(ctx, { stocktakeId: counting.id, lines: counts }));
    summary.inProgress += 1;

    const expiresBefore = new Date(today.getTime() + plan.heldExpiringWithinDays * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const held = must(
      await insertStocktakeOf(ctx, {
        id: newId(deps),
        expiresBefore,
        description: 'Short-dated stock',
        comment: 'On hold until the expiry audit',
      }),
    );
    must(await updateStocktake(ctx, { id: held.id, onHold: true }));
    summary.onHold += 1;
  }
  return summary;
}
