// Demo shipments (issue 11 item 7): goods on their way through the demo's supply chain, in
// every status, made through the same services a user's clicks reach, so every rule holds and
// the stock, the ledger and the transfers agree. The national warehouse supplies the district
// stores, the Northern district store supplies two facilities; the receivers have confirmed
// some of them (delivered, received, verified); one is on hold, one still waits for stock
// (a placeholder); the warehouse also has receipts from a supplier in three statuses.
import { uuidv7 } from '@dawa/domain';
import type { Result } from '../common/result';
import { serviceContext } from '../common/service-context';
import type { Deps } from '../deps';
import { insertInboundShipment } from '../modules/invoices/inbound-shipment/insert';
import { insertInboundShipmentLine } from '../modules/invoices/inbound-shipment/line-insert';
import { updateInboundShipment } from '../modules/invoices/inbound-shipment/update';
import { insertOutboundShipment } from '../modules/invoices/outbound-shipment/insert';
import { issueOutboundShipmentItem } from '../modules/invoices/outbound-shipment/issue-item';
import { updateOutboundShipment } from '../modules/invoices/outbound-shipment/update';
import { demoId } from './ids';

/** Items the end-to-end journeys count exactly: demo shipments leave their stock alone. */
const LEFT_ALONE = new Set(['PARA500T', 'AMOX250T']);
const ITEMS_PER_SHIPMENT = 3;

interface PlannedShipment {
  from: string;
  to: string;
  /** The sender's status, then (for a transfer) what the receiver confirms. */
  status: 'NEW' | 'ALLOCATED' | 'PICKED' | 'SHIPPED';
  receiver?: 'DELIVERED' | 'RECEIVED' | 'VERIFIED';
  onHold?: boolean;
  /** One item asked for beyond what the sender holds (the rest left as a placeholder). */
  placeholder?: boolean;
  comment?: string;
}

const PLAN: readonly PlannedShipment[] = [
  { from: 'NMW', to: 'DNS', status: 'SHIPPED', receiver: 'VERIFIED', comment: 'Quarterly supply' },
  { from: 'NMW', to: 'DNS', status: 'SHIPPED', receiver: 'RECEIVED' },
  { from: 'NMW', to: 'DNS', status: 'SHIPPED', receiver: 'DELIVERED' },
  { from: 'NMW', to: 'DNS', status: 'SHIPPED', comment: 'Cold chain box 3' },
  { from: 'NMW', to: 'DNS', status: 'PICKED' },
  { from: 'NMW', to: 'DSS', status: 'SHIPPED' },
  { from: 'NMW', to: 'DSS', status: 'ALLOCATED', onHold: true, comment: 'Awaiting transport' },
  { from: 'NMW', to: 'DSS', status: 'NEW', placeholder: true },
  { from: 'DNS', to: 'KHC', status: 'SHIPPED', receiver: 'RECEIVED' },
  { from: 'DNS', to: 'KHC', status: 'PICKED' },
  { from: 'DNS', to: 'MRH', status: 'SHIPPED', receiver: 'DELIVERED' },
  { from: 'DNS', to: 'MRH', status: 'NEW' },
];

const RECEIPTS: readonly { status: 'NEW' | 'DELIVERED' | 'VERIFIED'; supplier: string }[] = [
  { status: 'VERIFIED', supplier: 'SUP-UNICEF' },
  { status: 'DELIVERED', supplier: 'SUP-MEDS' },
  { status: 'NEW', supplier: 'SUP-GDF' },
];

export interface DemoShipmentSummary {
  outbound: number;
  inbound: number;
}

/** Makes the demo shipments (the demo stock must be there) and carries their transfers. */
export async function seedDemoShipments(deps: Deps): Promise<DemoShipmentSummary> {
  const admin = demoId('user:admin');
  const inStore = (code: string) =>
    serviceContext(deps, { storeId: demoId(`store:${code}`), userId: admin });
  const next = itemPicker(deps);
  let outbound = 0;

  for (const plan of PLAN) {
    const ctx = inStore(plan.from);
    const id = uuidv7(deps.clock().getTime());
    must(
      await insertOutboundShipment(ctx, {
        id,
        otherPartyId: demoId(`name:${plan.to}`),
        comment: plan.comment ?? null,
      }),
    );
    const items = await next(ctx.storeId);
    for (const [n, item] of items.entries()) {
      // Asked for three times what there is: the rest waits in a placeholder.
      const quantity = plan.placeholder && n === items.length - 1 ? item.units * 15 : item.units;
      must(await issueOutboundShipmentItem(ctx, { invoiceId: id, itemId: item.itemId, quantity }));
    }
    if (plan.status !== 'NEW') must(await updateOutboundShipment(ctx, { id, status: plan.status }));
    if (plan.onHold) must(await updateOutboundShipment(ctx, { id, onHold: true }));
    outbound += 1;
    if (!plan.receiver) continue;
    await deps.transfers.idle();
    const receipt = await deps.db
      .selectFrom('invoice')
      .select('id')
      .where('linked_invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    const receiver = inStore(plan.to);
    must(await updateInboundShipment(receiver, { id: receipt.id, status: plan.receiver }));
  }

  const warehouse = inStore('NMW');
  for (const receipt of RECEIPTS) {
    const id = uuidv7(deps.clock().getTime());
    must(
      await insertInboundShipment(warehouse, {
        id,
        otherPartyId: demoId(`name:${receipt.supplier}`),
        theirReference: `PO-${2000 + RECEIPTS.indexOf(receipt)}`,
      }),
    );
    for (const [n, item] of (await next(warehouse.storeId)).entries())
      must(
        await insertInboundShipmentLine(warehouse, {
          id: uuidv7(deps.clock().getTime()),
          invoiceId: id,
          itemId: item.itemId,
          batch: `RX-${RECEIPTS.indexOf(receipt)}${n}`,
          expiryDate: `${deps.clock().getUTCFullYear() + 2}-06-30`,
          packSize: item.packSize,
          numberOfPacks: 20,
          costPricePerPack: 4,
          sellPricePerPack: 5,
        }),
      );
    if (receipt.status !== 'NEW')
      must(await updateInboundShipment(warehouse, { id, status: receipt.status }));
  }
  await deps.transfers.idle();
  return { outbound, inbound: RECEIPTS.length };
}

/** Each call answers the next items the store holds (a fifth of what is available of each,
 * in units), so no two shipments of a store take the same item. */
function itemPicker(deps: Deps) {
  const used = new Map<string, Set<string>>();
  return async (storeId: string) => {
    const taken = used.get(storeId) ?? new Set<string>();
    used.set(storeId, taken);
    const rows = await deps.db
      .selectFrom('stock_line as s')
      .innerJoin('item as i', 'i.id', 's.item_id')
      .select(['i.id as itemId', 'i.code as code', 's.pack_size as packSize'])
      .select((eb) =>
        eb.fn
          .sum<number>(eb('s.available_number_of_packs', '*', eb.ref('s.pack_size')))
          .as('units'),
      )
      .where('s.store_id', '=', storeId)
      .where('s.on_hold', '=', false)
      .where('i.is_vaccine', '=', false)
      .where('s.available_number_of_packs', '>', 0)
      .groupBy(['i.id', 'i.code', 's.pack_size'])
      .orderBy('i.code')
      .execute();
    const picked: { itemId: string; units: number; packSize: number }[] = [];
    for (const r of rows) {
      if (picked.length === ITEMS_PER_SHIPMENT) break;
      if (taken.has(r.itemId) || LEFT_ALONE.has(r.code) || Number(r.units) < 50) continue;
      taken.add(r.itemId);
      picked.push({
        itemId: r.itemId,
        units: Math.floor(Number(r.units) / 5),
        packSize: Number(r.packSize),
      });
    }
    return picked;
  };
}

/** The value of a demo document's service call; the demo data is wrong if it is refused. */
export function must<T>(result: Result<T, unknown>): T {
  if (!result.ok) throw new Error(`demo documents: ${JSON.stringify(result.error)}`);
  return result.value;
}
