// Reads of the inventory's reference data, as the pickers and settings pages list them:
// log reasons, active VVM statuses, and the master lists a store sees.
import type { ReasonOptionType } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { VvmStatus } from './vvm-status.loader';

export interface ReasonOption {
  id: string;
  type: ReasonOptionType;
  reason: string;
  isActive: boolean;
}

export async function listReasons(
  db: Kysely<DB>,
  type?: ReasonOptionType,
): Promise<ReasonOption[]> {
  let q = db.selectFrom('reason_option').selectAll().orderBy('type').orderBy('reason');
  if (type) q = q.where('type', '=', type);
  return (await q.execute()).map((r) => ({
    id: r.id,
    type: r.type as ReasonOptionType,
    reason: r.reason,
    isActive: Boolean(r.is_active),
  }));
}

export async function listActiveVvmStatuses(db: Kysely<DB>): Promise<VvmStatus[]> {
  const rows = await db
    .selectFrom('vvm_status')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('level')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    level: Number(r.level),
    unusable: Boolean(r.unusable),
  }));
}

export interface MasterListSummary {
  id: string;
  code: string;
  name: string;
  description: string;
  lineCount: number;
}

/** Active master lists joined to the store's name or, given `nameId`, to that name when the
 * store trades with it (joined to the store): the lists a customer's shipment may draw from. */
export async function listMasterListsOfStore(
  db: Kysely<DB>,
  storeId: string,
  nameId?: string | null,
): Promise<MasterListSummary[]> {
  let q = db
    .selectFrom('master_list as ml')
    .innerJoin('master_list_name_join as j', 'j.master_list_id', 'ml.id')
    .leftJoin('master_list_line as l', 'l.master_list_id', 'ml.id')
    .select([
      'ml.id',
      'ml.code',
      'ml.name',
      'ml.description',
      (eb) => eb.fn.count<number>('l.id').as('lineCount'),
    ])
    .where('ml.is_active', '=', true);
  q =
    nameId == null
      ? q.where(
          'j.name_id',
          'in',
          db.selectFrom('store').select('name_id').where('id', '=', storeId),
        )
      : q
          .where('j.name_id', '=', nameId)
          .where((eb) =>
            eb.exists(
              db
                .selectFrom('name_store_join as v')
                .select('v.id')
                .where('v.name_id', '=', nameId)
                .where('v.store_id', '=', storeId),
            ),
          );
  const rows = await q
    .groupBy(['ml.id', 'ml.code', 'ml.name', 'ml.description'])
    .orderBy('ml.name')
    .execute();
  return rows.map((r) => ({ ...r, lineCount: Number(r.lineCount) }));
}
