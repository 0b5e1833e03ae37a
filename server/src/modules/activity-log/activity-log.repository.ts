// The activity log: who did what to which record, and when. Written by services
// inside the same transaction as the change it describes.
import { uuidv7 } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

/** Activity types (spec 001 section 3.1 lists the families; later domains add theirs). */
export type ActivityType =
  | 'USER_LOGGED_IN'
  | 'USER_LOGGED_OUT'
  | 'USER_SYNCED'
  | 'USER_CREATED'
  | 'INVENTORY_ADDITION'
  | 'INVENTORY_REDUCTION'
  | 'STOCK_LINE_CREATED'
  | 'REPACK'
  | 'STOCK_LOCATION_CHANGE'
  | 'STOCK_ON_HOLD'
  | 'STOCK_OFF_HOLD'
  | 'STOCK_BATCH_CHANGE'
  | 'STOCK_EXPIRY_DATE_CHANGE'
  | 'STOCK_COST_PRICE_CHANGE'
  | 'STOCK_SELL_PRICE_CHANGE'
  | 'VVM_STATUS_CHANGED'
  | 'STOCK_DONOR_CHANGE'
  | 'ITEM_CREATED'
  | 'ITEM_UPDATED'
  | 'ITEM_VARIANT_CREATED'
  | 'ITEM_VARIANT_UPDATED'
  | 'ITEM_VARIANT_DELETED'
  | 'INVOICE_CREATED'
  | 'INVOICE_DELETED'
  | 'INVOICE_EDITED'
  | 'INVOICE_STATUS_ALLOCATED'
  | 'INVOICE_STATUS_PICKED'
  | 'INVOICE_STATUS_SHIPPED'
  | 'INVOICE_STATUS_DELIVERED'
  | 'INVOICE_STATUS_RECEIVED'
  | 'INVOICE_STATUS_VERIFIED'
  | 'INVOICE_STATUS_CANCELLED'
  | 'INVOICE_ON_HOLD'
  | 'INVOICE_OFF_HOLD'
  | 'STOCKTAKE_CREATED'
  | 'STOCKTAKE_DELETED'
  | 'STOCKTAKE_EDITED'
  | 'STOCKTAKE_FINALISED'
  | 'REQUISITION_CREATED'
  | 'REQUISITION_DELETED'
  | 'REQUISITION_EDITED'
  | 'REQUISITION_STATUS_SENT'
  | 'REQUISITION_STATUS_FINALISED'
  | 'REQUISITION_APPROVED'
  | 'REQUISITION_DENIED'
  | 'RNR_FORM_CREATED'
  | 'RNR_FORM_UPDATED'
  | 'RNR_FORM_FINALISED'
  | 'RNR_FORM_DELETED'
  | 'STORE_PREFERENCES_UPDATED';

export interface Activity {
  type: ActivityType;
  userId: string | null;
  storeId: string | null;
  recordId: string | null;
  changedFrom?: string | null;
  changedTo?: string | null;
}

export async function logActivity(trx: Tx, activity: Activity, now: Date): Promise<void> {
  await trx
    .insertInto('activity_log')
    .values({
      id: uuidv7(now.getTime()),
      type: activity.type,
      user_id: activity.userId,
      store_id: activity.storeId,
      record_id: activity.recordId,
      datetime: now.toISOString(),
      changed_from: activity.changedFrom ?? null,
      changed_to: activity.changedTo ?? null,
    })
    .execute();
}

export async function activitiesForRecord(db: Kysely<DB>, recordId: string) {
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('datetime')
    .orderBy('id')
    .execute();
}
