// The transfers that failed, as an administrator reads them (oldest first), and as the
// processor reads them to try again.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';

export interface TransferFailure {
  invoiceId: string;
  storeId: string;
  error: string;
  attempts: number;
  firstFailedDatetime: string;
  lastFailedDatetime: string;
}

export async function listFailures(db: Kysely<DB>, limit = 1000): Promise<TransferFailure[]> {
  const rows = await db
    .selectFrom('transfer_failure')
    .selectAll()
    .orderBy('first_failed_datetime')
    .orderBy('invoice_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    invoiceId: r.invoice_id,
    storeId: r.store_id,
    error: r.error,
    attempts: Number(r.attempts),
    firstFailedDatetime: r.first_failed_datetime,
    lastFailedDatetime: r.last_failed_datetime,
  }));
}
