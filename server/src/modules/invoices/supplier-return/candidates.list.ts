// The batches a supplier return can take (DOCUMENTS.md 4.1, generateSupplierReturnLines): the
// item's batches with packs available, plus the batches asked for and those already on the
// return even when nothing of them is available, each with what can still be returned and
// whether it is held (the batch or its location on hold: it may be returned all the same,
// decision 0029). Batches by expiry, first to expire first, then batch and id.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { findInvoice, findLines } from '../kit/document.repository';

export interface SupplierReturnCandidate {
  storeId: string;
  stockLineId: string;
  itemId: string;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  availableNumberOfPacks: number;
  totalNumberOfPacks: number;
  onHold: boolean;
  /** The return's line of this batch, when it has one. */
  lineId: string | null;
  numberOfPacksToReturn: number;
  reasonId: string | null;
  note: string | null;
}

export async function supplierReturnCandidates(
  db: Kysely<DB>,
  storeId: string,
  ask: {
    itemId?: string | null;
    stockLineIds?: readonly string[] | null;
    returnId?: string | null;
  },
): Promise<SupplierReturnCandidate[]> {
  const invoice = ask.returnId ? await findInvoice(db, storeId, ask.returnId) : undefined;
  const lines = invoice?.type === 'SUPPLIER_RETURN' ? await findLines(db, invoice.id) : [];
  const onReturn = new Map(lines.flatMap((l) => (l.stockLineId ? [[l.stockLineId, l]] : [])));
  const named = [...new Set([...(ask.stockLineIds ?? []), ...onReturn.keys()])];
  if (!ask.itemId && named.length === 0) return [];
  const rows = await db
    .selectFrom('stock_line as s')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select([
      's.id',
      's.item_id',
      's.batch',
      's.expiry_date',
      's.pack_size',
      's.available_number_of_packs',
      's.total_number_of_packs',
      's.on_hold',
      'l.on_hold as location_on_hold',
    ])
    .where('s.store_id', '=', storeId)
    .where((eb) => {
      const any = [];
      if (ask.itemId)
        any.push(
          eb.and([eb('s.item_id', '=', ask.itemId), eb('s.available_number_of_packs', '>', 0)]),
        );
      if (named.length > 0) any.push(eb('s.id', 'in', named));
      return eb.or(any);
    })
    .execute();
  const byExpiry = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    (a.expiry_date ?? '9999').localeCompare(b.expiry_date ?? '9999') ||
    (a.batch ?? '').localeCompare(b.batch ?? '') ||
    a.id.localeCompare(b.id);
  return rows.sort(byExpiry).map((r) => {
    const line = onReturn.get(r.id);
    return {
      storeId,
      stockLineId: r.id,
      itemId: r.item_id,
      batch: r.batch,
      expiryDate: r.expiry_date,
      packSize: Number(r.pack_size),
      // What this return holds of the batch is still the return's to keep.
      availableNumberOfPacks: Number(r.available_number_of_packs) + (line?.numberOfPacks ?? 0),
      totalNumberOfPacks: Number(r.total_number_of_packs),
      onHold: Boolean(r.on_hold) || Boolean(r.location_on_hold),
      lineId: line?.id ?? null,
      numberOfPacksToReturn: line?.numberOfPacks ?? 0,
      reasonId: line?.reasonOptionId ?? null,
      note: line?.note ?? null,
    };
  });
}
