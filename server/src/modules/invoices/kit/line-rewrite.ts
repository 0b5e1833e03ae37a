// A document's lines given as a whole (a return's lines, DOCUMENTS.md 4.1 "rewrites the lines"):
// lines named again are changed, new ids are new lines, lines left out are removed. Removing
// is for NEW documents only (spec 001 section 4), and a new id must be free everywhere.
import { err, ok, type Result } from '../../../common/result';
import { tablesHoldingId } from '../../../db/record-ids';
import type { Tx } from '../../../db/transaction';
import { findLines } from './document.repository';
import type { Invoice, InvoiceLine } from './document.types';

export type LineRewriteError =
  { kind: 'RecordAlreadyExists' } | { kind: 'CanOnlyDeleteLinesOfNewInvoice' };

export interface LineRewrite {
  /** The document's lines now. */
  current: InvoiceLine[];
  /** The same, by id. */
  existing: Map<string, InvoiceLine>;
  /** Lines the new set leaves out. */
  removed: InvoiceLine[];
}

export async function planLineRewrite(
  trx: Tx,
  invoice: Invoice,
  ids: readonly string[],
): Promise<Result<LineRewrite, LineRewriteError>> {
  const lines = await findLines(trx, invoice.id);
  const existing = new Map(lines.map((l) => [l.id, l]));
  const kept = new Set(ids);
  if (kept.size !== ids.length) return err({ kind: 'RecordAlreadyExists' });
  for (const id of ids)
    if (!existing.has(id) && (await tablesHoldingId(trx, id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
  const removed = lines.filter((l) => !kept.has(l.id));
  if (removed.length > 0 && invoice.status !== 'NEW')
    return err({ kind: 'CanOnlyDeleteLinesOfNewInvoice' });
  return ok({ current: lines, existing, removed });
}
