// What a change of a document's lines does to stock (DOCUMENTS.md 0.4): a stock-out line
// reserves its packs (available packs fall) from the moment it is written, and once the
// document has had its stock effect (an outbound picked or shipped) its packs are off the
// shelf too (total packs fall, with a ledger row). Every change goes through the one
// stock-movement service, under the lock the caller took.
import { hasStockEffect } from '@dawa/domain';
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import {
  applyStockMovements,
  type LockedStock,
  type StockMovementError,
} from '../../stock/stock-movement.service';
import type { StockLine } from '../../stock/stock-line.types';
import type { Invoice } from './document.repository';

export interface LineStockChange {
  stockLineId: string;
  invoiceLineId: string;
  /** Packs the line takes out more (+) or gives back (-). */
  packsOut: number;
}

export function changeStockOfLines(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  changes: readonly LineStockChange[],
  locked: LockedStock,
): Promise<Result<Map<string, StockLine>, StockMovementError>> {
  const offShelf = hasStockEffect(invoice.type, invoice.status);
  return applyStockMovements(
    trx,
    ctx,
    {
      invoiceId: invoice.id,
      datetime: locked.now,
      lines: changes
        .filter((c) => c.packsOut !== 0)
        .map((c) => ({
          stockLineId: c.stockLineId,
          invoiceLineId: c.invoiceLineId,
          availablePacks: -c.packsOut,
          totalPacks: offShelf ? -c.packsOut : 0,
        })),
    },
    locked,
  );
}
