// The changelog: one row per write of a synced table, appended in the same
// transaction by the repository that writes. Transfers and sync read it by cursor.
import type { Kysely } from 'kysely';
import type { DB } from './tables';
import type { Tx } from './transaction';

/** Tables whose writes are recorded for sync and transfers. Later domains add theirs. */
export const SYNCED_TABLES = [
  'name',
  'store',
  'store_preference',
  'item',
  'item_variant',
  'pack_variant',
  'bundled_item',
  'master_list',
  'master_list_line',
  'master_list_name_join',
  'location',
  'reason_option',
  'stock_line',
  'vvm_status_log',
  'invoice',
  'invoice_line',
  'barcode',
  'name_store_join',
  'stocktake',
  'stocktake_line',
  'name_tag',
  'name_tag_join',
  'program',
  'period_schedule',
  'period',
  'program_requisition_settings',
  'program_order_type',
  'requisition',
  'requisition_line',
  'rnr_form',
  'rnr_form_line',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

export interface ChangelogEntry {
  tableName: SyncedTable;
  recordId: string;
  action: 'UPSERT' | 'DELETE';
  storeId: string | null;
}

export async function appendChangelog(
  trx: Tx,
  entries: readonly ChangelogEntry[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const changed = now.toISOString();
  // Chunked so a large seed stays under the databases' parameter limits.
  for (let i = 0; i < entries.length; i += 500) {
    await trx
      .insertInto('changelog')
      .values(
        entries.slice(i, i + 500).map((e) => ({
          table_name: e.tableName,
          record_id: e.recordId,
          row_action: e.action,
          store_id: e.storeId,
          changed_datetime: changed,
        })),
      )
      .execute();
  }
}

export interface ChangelogRow {
  cursor: number;
  tableName: string;
  recordId: string;
  action: 'UPSERT' | 'DELETE';
  storeId: string | null;
}

export async function readChangelog(
  db: Kysely<DB>,
  afterCursor: number,
  limit: number,
): Promise<ChangelogRow[]> {
  const rows = await db
    .selectFrom('changelog')
    .selectAll()
    .where('cursor', '>', afterCursor)
    .orderBy('cursor')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    cursor: Number(r.cursor),
    tableName: r.table_name,
    recordId: r.record_id,
    action: r.row_action,
    storeId: r.store_id,
  }));
}
