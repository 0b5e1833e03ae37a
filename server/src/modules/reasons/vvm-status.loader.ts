// Batched reads of VVM statuses by id, for stock lines that link to theirs.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';

export interface VvmStatus {
  id: string;
  code: string;
  description: string;
  level: number;
  unusable: boolean;
}

export async function findVvmStatusesByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<VvmStatus[]> {
  const out: VvmStatus[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db.selectFrom('vvm_status').selectAll().where('id', 'in', part).execute();
    for (const r of rows) {
      out.push({
        id: r.id,
        code: r.code,
        description: r.description,
        level: Number(r.level),
        unusable: Boolean(r.unusable),
      });
    }
  }
  return out;
}
