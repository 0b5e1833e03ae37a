// Creating and editing items (ITEM_MUTATE). Items are central data, not owned by a store:
// a new item joins master lists the store sees, so it is visible where it was made; an edit
// (and a retried insert) reaches only items the store sees through its master lists.
import { itemProblem, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import { logActivity } from '../activity-log/activity-log.repository';
import { isItemVisible, toItem, type Item } from './item.list';
import {
  addItemToMasterLists,
  findItemIdByCode,
  findItemRow,
  insertItems,
  masterListsVisibleToStore,
  updateItemRow,
  type NewItem,
} from './item.repository';

export const ITEM_TYPES = ['STOCK', 'NON_STOCK', 'SERVICE'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface ItemInput {
  id: string;
  code?: string | null;
  name?: string | null;
  unit?: string | null;
  type?: ItemType | null;
  defaultPackSize?: number | null;
  dosesPerUnit?: number | null;
  isVaccine?: boolean | null;
  strength?: string | null;
  form?: string | null;
  volumePerUnit?: number | null;
  volumePerPack?: number | null;
  volumePerOuterPack?: number | null;
  manufacturer?: string | null;
  universalCode?: string | null;
  universalName?: string | null;
}

export type ItemError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'CodeRequired' }
  | { kind: 'NameRequired' }
  | { kind: 'UniqueValueViolation'; field: 'code' }
  | { kind: 'PackSizeNotPositive' }
  | { kind: 'ValueNotPositive'; field: string }
  | { kind: 'ValueNegative'; field: string }
  | { kind: 'MasterListRequired' };

const MAX_TEXT = 200;
const text = (v: string | null | undefined, fallback: string): string =>
  v == null ? fallback : v.trim().slice(0, MAX_TEXT);

function merge(base: NewItem, input: ItemInput): NewItem {
  return {
    id: input.id,
    code: text(input.code, base.code),
    name: text(input.name, base.name),
    unit: text(input.unit, base.unit),
    type: input.type ?? base.type,
    defaultPackSize: input.defaultPackSize ?? base.defaultPackSize,
    dosesPerUnit: input.dosesPerUnit ?? base.dosesPerUnit,
    isVaccine: input.isVaccine ?? base.isVaccine,
    strength: text(input.strength, base.strength),
    form: text(input.form, base.form),
    volumePerUnit: input.volumePerUnit ?? base.volumePerUnit,
    volumePerPack: input.volumePerPack ?? base.volumePerPack ?? 0,
    volumePerOuterPack: input.volumePerOuterPack ?? base.volumePerOuterPack ?? 0,
    manufacturer: text(input.manufacturer, base.manufacturer),
    universalCode: text(input.universalCode, base.universalCode),
    universalName: text(input.universalName, base.universalName),
  };
}

/** The rules that need no database: the domain's item validity, which the item dialog
 * follows too. Exported for the unit tests. */
export function validateItem(it: NewItem): ItemError | undefined {
  return itemProblem(it);
}

const EMPTY: Omit<NewItem, 'id'> = {
  code: '',
  name: '',
  unit: '',
  type: 'STOCK',
  defaultPackSize: 1,
  dosesPerUnit: 0,
  isVaccine: false,
  strength: '',
  form: '',
  volumePerUnit: 0,
  volumePerPack: 0,
  volumePerOuterPack: 0,
  manufacturer: '',
  universalCode: '',
  universalName: '',
};

export async function createItem(
  ctx: ServiceContext,
  input: ItemInput & { masterListIds: readonly string[] },
): Promise<Result<Item, ItemError>> {
  const now = ctx.now();
  const item = merge({ id: input.id, ...EMPTY }, input);
  const invalid = validateItem(item);
  if (invalid) return err(invalid);
  return inTransactionRetryingConflict<Item, ItemError>(ctx.db, async (trx) => {
    // The same insert again (a retry, a double click) answers the item the first one made,
    // as long as this store sees it; an id taken otherwise is refused.
    const answerExisting = async (): Promise<Result<Item, ItemError>> => {
      const existing = await findItemRow(trx, item.id);
      if (!existing) return err({ kind: 'RecordNotFound' });
      return (await isItemVisible(trx, ctx.dialect, ctx.storeId, item.id))
        ? ok(toItem(existing))
        : err({ kind: 'RecordAlreadyExists' });
    };
    if (await findItemRow(trx, item.id)) return answerExisting();
    if (await isIdOfAnotherKind(trx, 'item', item.id)) return err({ kind: 'RecordAlreadyExists' });
    // On PostgreSQL each statement sees what committed before it: the item holding this code
    // may be this very insert, sent at the same moment, committed since the look-up by id.
    const holder = await findItemIdByCode(trx, item.code);
    if (holder === item.id) return answerExisting();
    if (holder) return err({ kind: 'UniqueValueViolation', field: 'code' });
    const lists = await masterListsVisibleToStore(trx, ctx.storeId, input.masterListIds);
    if (lists.length === 0 || lists.length !== new Set(input.masterListIds).size)
      return err({ kind: 'MasterListRequired' });
    await insertItems(trx, [item], now);
    await addItemToMasterLists(trx, item.id, lists, () => uuidv7(now.getTime()), now);
    await logActivity(
      trx,
      { type: 'ITEM_CREATED', userId: ctx.userId, storeId: ctx.storeId, recordId: item.id },
      now,
    );
    const row = await findItemRow(trx, item.id);
    return row ? ok(toItem(row)) : err({ kind: 'RecordNotFound' });
  });
}

export async function editItem(
  ctx: ServiceContext,
  input: ItemInput,
): Promise<Result<Item, ItemError>> {
  const now = ctx.now();
  return inTransactionRetryingConflict<Item, ItemError>(ctx.db, async (trx) => {
    const row = await findItemRow(trx, input.id);
    if (!row || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, input.id)))
      return err({ kind: 'RecordNotFound' });
    const before = toItem(row);
    const item = merge({ ...before, type: before.type as ItemType }, input);
    const invalid = validateItem(item);
    if (invalid) return err(invalid);
    const sameCode = await findItemIdByCode(trx, item.code);
    if (sameCode && sameCode !== item.id)
      return err({ kind: 'UniqueValueViolation', field: 'code' });
    await updateItemRow(trx, item, now);
    const changed = (Object.keys(item) as (keyof NewItem)[]).filter((k) => item[k] !== before[k]);
    await logActivity(
      trx,
      {
        type: 'ITEM_UPDATED',
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: item.id,
        changedFrom: changed.map((k) => `${k}=${String(before[k])}`).join('; ') || null,
        changedTo: changed.map((k) => `${k}=${String(item[k])}`).join('; ') || null,
      },
      now,
    );
    const after = await findItemRow(trx, item.id);
    return after ? ok(toItem(after)) : err({ kind: 'RecordNotFound' });
  });
}
