// The item a new line names: one the store sees (an item it does not see is as good as unknown,
// issue 9: no write crosses a store) and a stock item (services carry no stock).
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { isItemVisible } from '../../items/item.list';

export interface LineItem {
  id: string;
  name: string;
  code: string;
}

export async function stockItemOfLine(
  trx: Tx,
  ctx: ServiceContext,
  itemId: string,
): Promise<Result<LineItem, { kind: 'ItemNotFound' } | { kind: 'NotAStockItem' }>> {
  const item = await trx
    .selectFrom('item')
    .select(['id', 'name', 'code', 'type'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, item.id)))
    return err({ kind: 'ItemNotFound' });
  if (item.type !== 'STOCK') return err({ kind: 'NotAStockItem' });
  return ok({ id: item.id, name: item.name, code: item.code });
}
