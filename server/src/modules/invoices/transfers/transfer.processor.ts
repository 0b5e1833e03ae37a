// The transfer processor (decision 5): reads the changelog's document rows after its cursor,
// carries each changed document's transfer through (invoice-transfer.ts), and moves the cursor
// on. It runs right after the commits that can start a transfer (services call `trigger`),
// and on a timer for anything a trigger missed. A document whose transfer throws is recorded
// with the error (an administrator sees the list) and retried by every timed run until it
// goes through; the cursor still moves on, so one bad document never holds up the others.
// Runs never overlap in a process; two processes would only repeat work the pair's locks
// and links make harmless.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/connection';
import type { DB } from '../../../db/tables';
import { isRequisitionId, runRequisitionTransfer } from '../../requisitions/transfer';
import { transferDocument, type TransferEnv } from './invoice-transfer';
import { listFailures } from './transfer-failure.list';
import {
  clearFailure,
  readCursor,
  recordFailure,
  saveCursor,
  storesOfSite,
} from './transfer.repository';

/** Changelog rows read per step. */
const BATCH = 100;

export interface TransferRunSummary {
  /** Documents looked at, and those whose pair changed. */
  documents: number;
  transferred: number;
  failed: number;
}

export interface TransferProcessor {
  /** Asks for a run soon; calls while a run is going fold into one more run after it. */
  trigger(): void;
  /** Resolves once no run is going or asked for. */
  idle(): Promise<void>;
  /** One run now (after any run going), retrying recorded failures too. */
  runNow(): Promise<TransferRunSummary>;
  /** Runs every `intervalMs` (0: never) until `stop`; a run that fails as a whole (the
   * database unreachable) is reported to `onError`. */
  start(intervalMs: number, onError: (e: unknown) => void): void;
  stop(): Promise<void>;
}

export interface TransferProcessorDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: () => Date;
  siteId: number;
}

export function createTransferProcessor(deps: TransferProcessorDeps): TransferProcessor {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let timer: NodeJS.Timeout | undefined;
  let report: (e: unknown) => void = () => undefined;

  async function run(retryFailures: boolean): Promise<TransferRunSummary> {
    const env: TransferEnv = {
      db: deps.db,
      dialect: deps.dialect,
      now: deps.clock,
      stores: await storesOfSite(deps.db, deps.siteId),
    };
    const summary: TransferRunSummary = { documents: 0, transferred: 0, failed: 0 };
    const attempt = async (invoiceId: string, storeId: string) => {
      summary.documents += 1;
      try {
        // Requisitions travel through the same changelog and cursor (decision 0032).
        const done = (await isRequisitionId(deps.db, invoiceId))
          ? await runRequisitionTransfer(env, invoiceId)
          : await transferDocument(env, invoiceId).then((r) => (r.ok ? r.value : []));
        if (done.length > 0) summary.transferred += 1;
        await clearFailure(deps.db, invoiceId);
      } catch (e) {
        summary.failed += 1;
        const error = e instanceof Error ? e.message : String(e);
        await recordFailure(deps.db, { invoiceId, storeId, error }, deps.clock());
      }
    };

    let cursor = await readCursor(deps.db);
    for (;;) {
      const rows = await deps.db
        .selectFrom('changelog')
        .select(['cursor', 'record_id', 'store_id'])
        .where('table_name', 'in', ['invoice', 'requisition'])
        .where('cursor', '>', cursor)
        .orderBy('cursor')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      const seen = new Set<string>();
      for (const row of rows) {
        if (seen.has(row.record_id)) continue;
        seen.add(row.record_id);
        await attempt(row.record_id, row.store_id ?? '');
      }
      cursor = Number(rows[rows.length - 1]?.cursor ?? cursor);
      await saveCursor(deps.db, cursor);
    }
    if (retryFailures)
      for (const failure of await listFailures(deps.db))
        await attempt(failure.invoiceId, failure.storeId);
    return summary;
  }

  /** Chains a run after the one going, so runs never overlap. */
  function enqueue(retryFailures: boolean): Promise<TransferRunSummary> {
    const next = running.then(() => run(retryFailures));
    running = next.then(
      () => undefined,
      (e: unknown) => report(e),
    );
    return next;
  }

  return {
    trigger() {
      if (queued) return;
      queued = true;
      void running.then(() => {
        queued = false;
        return enqueue(false).catch(() => undefined);
      });
    },
    async idle() {
      // A trigger queued behind the run going adds its run to `running` when that one ends.
      let last: Promise<void>;
      do {
        last = running;
        await last;
        await Promise.resolve();
      } while (last !== running || queued);
    },
    runNow: () => enqueue(true),
    start(intervalMs, onError) {
      report = onError;
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => void enqueue(true).catch(() => undefined), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.idle();
    },
  };
}
