// The batch figures of the dashboard: batches with packs in the store that have expired, and
// those that expire within the expiring window (spec 000 section 9: expiring lots within 30
// days), counted in one query.
import { EXPIRING_SOON_DAYS } from '@dawa/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/tables';

export interface BatchExpirySummary {
  /** Batches with packs whose expiry date is before today. */
  expiredBatches: number;
  /** Batches with packs that expire from today to `expiringUntil`, both included. */
  expiringBatches: number;
  today: string;
  expiringUntil: string;
  expiringWithinDays: number;
}

const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function batchExpirySummary(
  db: Kysely<DB>,
  storeId: string,
  today: string,
  days: number = EXPIRING_SOON_DAYS,
): Promise<BatchExpirySummary> {
  const expiringUntil = plusDays(today, days);
  const row = await db
    .selectFrom('stock_line')
    .select([
      sql<number>`coalesce(sum(case when expiry_date < ${today} then 1 else 0 end), 0)`.as(
        'expired',
      ),
      sql<number>`coalesce(sum(case when expiry_date >= ${today} and expiry_date <= ${expiringUntil} then 1 else 0 end), 0)`.as(
        'expiring',
      ),
    ])
    .where('store_id', '=', storeId)
    .where('total_number_of_packs', '>', 0)
    .where('expiry_date', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    expiredBatches: Number(row.expired),
    expiringBatches: Number(row.expiring),
    today,
    expiringUntil,
    expiringWithinDays: days,
  };
}
