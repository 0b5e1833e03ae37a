// What has come back of outbound shipment lines through the store's customer returns, and the
// lines a customer return can bring back of one shipment (DOCUMENTS.md 4.2,
// generateCustomerReturnLines): each issued line with its batch, expiry and pack size, what it
// issued, what earlier returns brought back and what can still come back.
import type { Kysely } from 'kysely';
import { chunks } from '../../../db/chunks';
import type { DB } from '../../../db/tables';
import { findInvoice, findLines } from '../kit/document.repository';

/** Units brought back of each outbound line by the store's customer returns but `except`. */
export async function returnedUnitsOfLines(
  db: Kysely<DB>,
  storeId: string,
  lineIds: readonly string[],
  except: string | null,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks(lineIds, 1000)) {
    let query = db
      .selectFrom('invoice_line as l')
      .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
      .select(['l.original_line_id', 'l.number_of_packs', 'l.pack_size'])
      .where('i.store_id', '=', storeId)
      .where('i.type', '=', 'CUSTOMER_RETURN')
      .where('l.original_line_id', 'in', part);
    if (except !== null) query = query.where('i.id', '!=', except);
    for (const r of await query.execute()) {
      const id = r.original_line_id ?? '';
      out.set(id, (out.get(id) ?? 0) + Number(r.number_of_packs) * Number(r.pack_size));
    }
  }
  return out;
}

export interface CustomerReturnCandidate {
  outboundShipmentLineId: string;
  itemId: string;
  itemName: string;
  itemCode: string;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  numberOfPacksIssued: number;
  /** Brought back by the store's other customer returns. */
  numberOfPacksReturned: number;
  /** What can still come back (with what this return holds). */
  returnablePacks: number;
  lineId: string | null;
  numberOfPacksToReturn: number;
  reasonId: string | null;
  note: string | null;
}

/** The lines of the store's outbound shipment a return can bring back (placeholders and
 * services issued nothing); `returnId`: a return whose own lines are shown on them. */
export async function customerReturnCandidates(
  db: Kysely<DB>,
  storeId: string,
  outboundShipmentId: string,
  returnId: string | null,
): Promise<CustomerReturnCandidate[]> {
  const shipment = await findInvoice(db, storeId, outboundShipmentId);
  if (shipment?.type !== 'OUTBOUND_SHIPMENT') return [];
  const issued = (await findLines(db, shipment.id)).filter((l) => l.type === 'STOCK_OUT');
  const back = await returnedUnitsOfLines(
    db,
    storeId,
    issued.map((l) => l.id),
    returnId,
  );
  const ret = returnId ? await findInvoice(db, storeId, returnId) : undefined;
  const mine = new Map(
    (ret?.type === 'CUSTOMER_RETURN' ? await findLines(db, ret.id) : []).flatMap((l) =>
      l.originalLineId ? [[l.originalLineId, l] as const] : [],
    ),
  );
  return issued.map((l) => {
    const returned = (back.get(l.id) ?? 0) / l.packSize;
    const own = mine.get(l.id);
    return {
      outboundShipmentLineId: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      itemCode: l.itemCode,
      batch: l.batch,
      expiryDate: l.expiryDate,
      packSize: l.packSize,
      numberOfPacksIssued: l.numberOfPacks,
      numberOfPacksReturned: returned,
      returnablePacks: Math.max(0, l.numberOfPacks - returned),
      lineId: own?.id ?? null,
      numberOfPacksToReturn: own ? (own.numberOfPacks * own.packSize) / l.packSize : 0,
      reasonId: own?.reasonOptionId ?? null,
      note: own?.note ?? null,
    };
  });
}
