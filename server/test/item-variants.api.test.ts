import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleConflict } from '../src/modules/items/item-variant.service';
import { validateItem } from '../src/modules/items/item.service';
import { itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const ITEM_FIELDS = `id code name unitName type defaultPackSize dosesPerUnit isVaccine strength`;
const INSERT_ITEM = `mutation($s: String!, $input: InsertItemInput!) {
  insertItem(storeId: $s, input: $input) {
    __typename ... on ItemNode { ${ITEM_FIELDS} }
    ... on ItemMutationError { error { __typename description ... on UniqueValueViolation { field } ... on ValueNotPositive { field } } }
  }
}`;
const UPDATE_ITEM = `mutation($s: String!, $input: UpdateItemInput!) {
  updateItem(storeId: $s, input: $input) {
    __typename ... on ItemNode { ${ITEM_FIELDS} }
    ... on ItemMutationError { error { __typename ... on UniqueValueViolation { field } } }
  }
}`;
const VARIANT = `mutation($s: String!, $input: ItemVariantInput!) {
  upsertItemVariant(storeId: $s, input: $input) {
    __typename ... on ItemVariantNode { id name manufacturer }
    ... on ItemVariantMutationError { error { __typename description } }
  }
}`;
const PACK = `mutation($s: String!, $input: PackVariantInput!) {
  upsertPackVariant(storeId: $s, input: $input) {
    __typename ... on PackVariantNode { id packSize name abbreviation }
    ... on ItemVariantMutationError { error { __typename } }
  }
}`;
const BUNDLE = `mutation($s: String!, $input: BundledItemInput!) {
  upsertBundledItem(storeId: $s, input: $input) {
    __typename ... on BundledItemNode { id ratio }
    ... on ItemVariantMutationError { error { __typename description } }
  }
}`;
const DELETE_VARIANT = `mutation($s: String!, $id: String!) {
  deleteItemVariant(storeId: $s, id: $id) { __typename ... on DeletedNode { id } ... on ItemVariantMutationError { error { __typename } } }
}`;
const ITEM_VARIANTS = `query($s: String!, $id: String!) {
  item(storeId: $s, id: $id) { ... on ItemNode {
    variants { id name bundles { principalItemVariantId bundledItemVariantId ratio bundledVariant { name itemCode } } }
    packVariants { packSize name abbreviation }
  } }
}`;

type Out<K extends string> = Record<
  K,
  { __typename: string; error?: { __typename: string; field?: string } } & Record<string, unknown>
>;
type ItemVariantsOut = {
  item: {
    variants: {
      id: string;
      name: string;
      bundles: {
        bundledItemVariantId: string;
        bundledVariant: { name: string; itemCode: string };
      }[];
    }[];
    packVariants: { packSize: number; name: string; abbreviation: string }[];
  };
};

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const DNS = storeId('DNS');
const CDP = storeId('CDP');

async function masterListIds(store: string): Promise<string[]> {
  const admin = await h.as('admin');
  const r = await admin<{ masterLists: { id: string }[] }>(
    `query($s: String!) { masterLists(storeId: $s) { id } }`,
    { s: store },
  );
  return (r.data?.masterLists ?? []).map((m) => m.id);
}

describe('item create and edit', () => {
  it('creates an item on a master list of the store, visible there at once', async () => {
    const admin = await h.as('admin');
    const [list] = await masterListIds(DNS);
    const r = await admin<Out<'insertItem'>>(INSERT_ITEM, {
      s: DNS,
      input: {
        id: 'new-item-1',
        code: 'ORS20',
        name: 'Oral rehydration salts 20.5 g sachet',
        unitName: 'sachet',
        type: 'STOCK',
        defaultPackSize: 50,
        masterListIds: [list],
      },
    });
    expect(r.data?.insertItem).toMatchObject({
      __typename: 'ItemNode',
      code: 'ORS20',
      unitName: 'sachet',
      defaultPackSize: 50,
      type: 'STOCK',
    });
    const seen = await admin<{ items: { nodes: { id: string }[] } }>(
      `query($s: String!) { items(storeId: $s, filter: { code: { equalTo: "ORS20" } }) { nodes { id } } }`,
      { s: DNS },
    );
    expect(seen.data?.items.nodes.map((n) => n.id)).toEqual(['new-item-1']);
    const log = await h.deps.db
      .selectFrom('activity_log')
      .select('type')
      .where('record_id', '=', 'new-item-1')
      .execute();
    expect(log.map((l) => l.type)).toEqual(['ITEM_CREATED']);
  });

  it('refuses a duplicate code (any case), a zero pack size, no master list or one the store does not see, and changes nothing', async () => {
    const admin = await h.as('admin');
    const [dnsList] = await masterListIds(DNS);
    const cdpLists = await masterListIds(CDP);
    const foreign = (await masterListIds(storeId('NMW'))).find((id) => !cdpLists.includes(id));
    const base = { id: 'x1', code: 'NEW1', name: 'New', masterListIds: [dnsList] };
    const count = async () =>
      Number(
        (
          await h.deps.db
            .selectFrom('item')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...base, code: 'amox250t' }, 'UniqueValueViolation', 'code'],
      [{ ...base, code: ' ' }, 'ItemCodeRequired'],
      [{ ...base, name: '' }, 'NameRequired'],
      [{ ...base, defaultPackSize: 0 }, 'InvalidPackSize'],
      [{ ...base, isVaccine: true, dosesPerUnit: 0 }, 'ValueNotPositive', 'dosesPerUnit'],
      [{ ...base, masterListIds: [] }, 'MasterListRequired'],
      [{ ...base, masterListIds: [foreign] }, 'MasterListRequired'],
    ];
    for (const [input, error, field] of cases) {
      const store = input.masterListIds === base.masterListIds ? DNS : CDP;
      const r = await admin<Out<'insertItem'>>(INSERT_ITEM, { s: store, input });
      expect(r.data?.insertItem.error?.__typename, JSON.stringify(input)).toBe(error);
      if (field) expect(r.data?.insertItem.error?.field).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('edits only the fields sent, refuses a code in use and items the store does not see', async () => {
    const admin = await h.as('admin');
    const amox = itemId('AMOX250T');
    const r = await admin<Out<'updateItem'>>(UPDATE_ITEM, {
      s: DNS,
      input: { id: amox, strength: '250 mg (dispersible)' },
    });
    expect(r.data?.updateItem).toMatchObject({
      code: 'AMOX250T',
      strength: '250 mg (dispersible)',
    });
    const dup = await admin<Out<'updateItem'>>(UPDATE_ITEM, {
      s: DNS,
      input: { id: amox, code: 'PARA500T' },
    });
    expect(dup.data?.updateItem.error).toMatchObject({
      __typename: 'UniqueValueViolation',
      field: 'code',
    });
    // The dispensary's lists hold no vaccines: it cannot edit one.
    const vaccine = await admin<{ items: { nodes: { id: string }[] } }>(
      `query($s: String!) { items(storeId: $s, filter: { isVaccine: true }, page: { first: 1 }) { nodes { id } } }`,
      { s: storeId('NMW') },
    );
    const hidden = await admin<Out<'updateItem'>>(UPDATE_ITEM, {
      s: CDP,
      input: { id: vaccine.data?.items.nodes[0]?.id, name: 'x' },
    });
    expect(hidden.data?.updateItem.error?.__typename).toBe('RecordNotFound');
  });

  it('needs ITEM_MUTATE in the store', async () => {
    const keeper = await h.as('storekeeper');
    const r = await keeper(UPDATE_ITEM, { s: DNS, input: { id: itemId('AMOX250T'), name: 'x' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const v = await keeper(VARIANT, {
      s: DNS,
      input: { id: 'v', itemId: itemId('AMOX250T'), name: 'x' },
    });
    expect(v.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('item variants', () => {
  it('keeps variant names unique per item, case and spaces aside', async () => {
    const admin = await h.as('admin');
    const amox = itemId('AMOX250T');
    const first = await admin<Out<'upsertItemVariant'>>(VARIANT, {
      s: DNS,
      input: { id: 'v1', itemId: amox, name: 'Blister 10', manufacturer: 'Acme' },
    });
    expect(first.data?.upsertItemVariant).toMatchObject({
      name: 'Blister 10',
      manufacturer: 'Acme',
    });
    const dup = await admin<Out<'upsertItemVariant'>>(VARIANT, {
      s: DNS,
      input: { id: 'v2', itemId: amox, name: '  blister 10 ' },
    });
    expect(dup.data?.upsertItemVariant.error?.__typename).toBe('DuplicateItemVariantName');
    // Another item may use the name; the same variant may keep it when edited.
    const other = await admin<Out<'upsertItemVariant'>>(VARIANT, {
      s: DNS,
      input: { id: 'v3', itemId: itemId('PARA500T'), name: 'Blister 10' },
    });
    expect(other.data?.upsertItemVariant.__typename).toBe('ItemVariantNode');
    const edit = await admin<Out<'upsertItemVariant'>>(VARIANT, {
      s: DNS,
      input: { id: 'v1', itemId: amox, name: 'BLISTER 10', manufacturer: null },
    });
    expect(edit.data?.upsertItemVariant).toMatchObject({ name: 'BLISTER 10', manufacturer: null });
    const blank = await admin<Out<'upsertItemVariant'>>(VARIANT, {
      s: DNS,
      input: { id: 'v4', itemId: amox, name: ' ' },
    });
    expect(blank.data?.upsertItemVariant.error?.__typename).toBe('NameRequired');
    const res = await admin<ItemVariantsOut>(ITEM_VARIANTS, { s: DNS, id: amox });
    expect(res.data?.item.variants.map((v) => v.name)).toEqual(['BLISTER 10']);
    const log = await h.deps.db
      .selectFrom('activity_log')
      .select(['type', 'changed_from', 'changed_to'])
      .where('record_id', '=', 'v1')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.type)).toEqual(['ITEM_VARIANT_CREATED', 'ITEM_VARIANT_UPDATED']);
  });
});

describe('pack variants', () => {
  it('needs a pack size above zero, a name and an abbreviation; pack size unique per item', async () => {
    const admin = await h.as('admin');
    const amox = itemId('AMOX250T');
    const ok = await admin<Out<'upsertPackVariant'>>(PACK, {
      s: DNS,
      input: { id: 'p1', itemId: amox, packSize: 250, name: 'Box of 250', abbreviation: 'B250' },
    });
    expect(ok.data?.upsertPackVariant.__typename).toBe('PackVariantNode');
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'p2', packSize: 0, name: 'Zero', abbreviation: 'Z' }, 'InvalidPackSize'],
      [{ id: 'p2', packSize: -5, name: 'Minus', abbreviation: 'M' }, 'InvalidPackSize'],
      [{ id: 'p2', packSize: 10, name: '', abbreviation: 'T' }, 'NameRequired'],
      [{ id: 'p2', packSize: 10, name: 'Ten', abbreviation: '' }, 'AbbreviationRequired'],
      [{ id: 'p2', packSize: 250, name: 'Other 250', abbreviation: 'O' }, 'DuplicatePackSize'],
    ];
    for (const [input, error] of cases) {
      const r = await admin<Out<'upsertPackVariant'>>(PACK, {
        s: DNS,
        input: { itemId: amox, ...input },
      });
      expect(r.data?.upsertPackVariant.error?.__typename, JSON.stringify(input)).toBe(error);
    }
    const res = await admin<ItemVariantsOut>(ITEM_VARIANTS, { s: DNS, id: amox });
    expect(res.data?.item.packVariants.find((p) => p.packSize === 250)).toEqual({
      packSize: 250,
      name: 'Box of 250',
      abbreviation: 'B250',
    });
    expect(res.data?.item.packVariants.map((p) => p.packSize)).toEqual([10, 100, 250, 1000]);
  });
});

describe('bundled items', () => {
  it('refuses self, duplicates, a zero ratio and a variant already bundled; deleting a variant removes its bundles', async () => {
    const admin = await h.as('admin');
    for (const [id, code] of [
      ['a', 'AMOX250T'],
      ['b', 'PARA500T'],
      ['c', 'AMOX250T'],
    ] as const) {
      await admin(VARIANT, { s: DNS, input: { id, itemId: itemId(code), name: `Variant ${id}` } });
    }
    const bundle = (id: string, principal: string, bundled: string, ratio = 1) =>
      admin<Out<'upsertBundledItem'>>(BUNDLE, {
        s: DNS,
        input: { id, principalItemVariantId: principal, bundledItemVariantId: bundled, ratio },
      });
    expect((await bundle('ab', 'a', 'b', 2)).data?.upsertBundledItem).toMatchObject({ ratio: 2 });
    expect((await bundle('x', 'a', 'a')).data?.upsertBundledItem.error?.__typename).toBe(
      'CannotBundleWithItself',
    );
    expect((await bundle('x', 'a', 'b')).data?.upsertBundledItem.error?.__typename).toBe(
      'DuplicateBundledItem',
    );
    expect((await bundle('x', 'c', 'b')).data?.upsertBundledItem.error).toMatchObject({
      __typename: 'VariantAlreadyBundled',
      description: 'A bundled variant already bundled cannot be bundled with others',
    });
    expect((await bundle('x', 'b', 'c')).data?.upsertBundledItem.error?.__typename).toBe(
      'VariantAlreadyBundled',
    );
    expect((await bundle('x', 'a', 'c', 0)).data?.upsertBundledItem.error?.__typename).toBe(
      'ValueNotPositive',
    );
    expect((await bundle('ab', 'a', 'b', 3)).data?.upsertBundledItem).toMatchObject({ ratio: 3 });
    const del = await admin<Out<'deleteItemVariant'>>(DELETE_VARIANT, { s: DNS, id: 'b' });
    expect(del.data?.deleteItemVariant).toMatchObject({ __typename: 'DeletedNode', id: 'b' });
    const res = await admin<ItemVariantsOut>(ITEM_VARIANTS, { s: DNS, id: itemId('AMOX250T') });
    expect(res.data?.item.variants.flatMap((v) => v.bundles)).toEqual([]);
    const changes = await h.deps.db
      .selectFrom('changelog')
      .select(['table_name', 'record_id'])
      .where('table_name', 'in', ['bundled_item', 'item_variant'])
      .where('row_action', '=', 'DELETE')
      .execute();
    expect(changes.map((c) => `${c.table_name}:${c.record_id}`).sort()).toEqual([
      'bundled_item:ab',
      'item_variant:b',
    ]);
  });
});

describe('rules without a database', () => {
  const b = (id: string, p: string, q: string) => ({
    id,
    principalItemVariantId: p,
    bundledItemVariantId: q,
    ratio: 1,
  });
  it.each([
    ['self', b('n', 'a', 'a'), [], 'CannotBundleWithItself'],
    ['free pair', b('n', 'a', 'b'), [], undefined],
    ['same pair', b('n', 'a', 'b'), [b('o', 'a', 'b')], 'DuplicateBundle'],
    ['edit of itself', b('o', 'a', 'b'), [b('o', 'a', 'b')], undefined],
    ['bundled elsewhere', b('n', 'c', 'b'), [b('o', 'a', 'b')], 'AlreadyBundled'],
    ['bundled has bundles', b('n', 'c', 'a'), [b('o', 'a', 'b')], 'AlreadyBundled'],
    ['principal is bundled', b('n', 'b', 'c'), [b('o', 'a', 'b')], 'AlreadyBundled'],
    ['principal with two bundles', b('n', 'a', 'c'), [b('o', 'a', 'b')], undefined],
  ] as const)('%s', (_name, pair, others, expected) => {
    expect(bundleConflict(pair, others)?.kind).toBe(expected);
  });

  it('validates items', () => {
    const item = {
      id: 'i',
      code: 'C',
      name: 'N',
      unit: '',
      type: 'STOCK' as const,
      defaultPackSize: 1,
      dosesPerUnit: 0,
      isVaccine: false,
      strength: '',
      form: '',
      volumePerUnit: 0,
      manufacturer: '',
      universalCode: '',
      universalName: '',
    };
    expect(validateItem(item)).toBeUndefined();
    expect(validateItem({ ...item, defaultPackSize: 0.5 })).toBeUndefined();
    expect(validateItem({ ...item, volumePerUnit: -1 })).toEqual({
      kind: 'ValueNegative',
      field: 'volumePerUnit',
    });
    expect(validateItem({ ...item, defaultPackSize: Number.NaN })?.kind).toBe(
      'PackSizeNotPositive',
    );
  });
});

describe('demo data', () => {
  it('has vaccine variants bundled with their syringes and bulk pack variants', async () => {
    const admin = await h.as('admin');
    const bcg = await admin<ItemVariantsOut>(ITEM_VARIANTS, {
      s: storeId('NMW'),
      id: itemId('VAC-BCG'),
    });
    expect(bcg.data?.item.variants.map((v) => v.name)).toEqual([
      'BCG 10-dose, Japan BCG Laboratory',
      'BCG 20-dose, SII',
    ]);
    expect(bcg.data?.item.variants[1]?.bundles.map((b) => b.bundledVariant)).toEqual([
      { name: 'AD syringe 0.05 ml, HMD', itemCode: 'SYR-AD-005' },
    ]);
    const amox = await admin<ItemVariantsOut>(ITEM_VARIANTS, { s: DNS, id: itemId('AMOX250T') });
    expect(amox.data?.item.packVariants.map((p) => p.packSize)).toEqual([10, 100, 1000]);
  });
});
