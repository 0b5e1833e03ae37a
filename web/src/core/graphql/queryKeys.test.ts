// The declared invalidations: what a save makes stale is what a store keeper would expect to
// change on screen, every mutation the app sends is declared, and nothing outside this module
// builds query keys or invalidates queries by itself.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as generated from '../../gql/graphql';
import { CHANGES, invalidateAfter, queryKeys, type MutationName } from './queryKeys';

const S = 'store-1';
const SHOWN = {
  'stock list': queryKeys.stockLines(S, {}),
  ledger: queryKeys.ledger(S, {}),
  'items list': queryKeys.itemList(S, {}),
  'item figures': queryKeys.itemStats(S, ['i']),
  'item page': queryKeys.item(S, 'i'),
  'item variants': queryKeys.itemVariants(S, 'i'),
  'item form': queryKeys.itemEdit(S, 'i'),
  'locations page': queryKeys.locations(S),
  'dialog choices': queryKeys.inventoryOptions(S),
  'log reasons page': queryKeys.reasons(S, 'all'),
  suppliers: queryKeys.names(S, 'supplier'),
  'master lists page': queryKeys.masterListSummaries(S),
  'master list items': queryKeys.masterListItems(S, {}),
  'dashboard expiry': queryKeys.dashboardBatchExpiry(S),
  'dashboard stock status': queryKeys.dashboardItemStatus(S),
  'user menu': queryKeys.me('u'),
  'last user sync': queryKeys.lastUserSync(),
} as const;
type Shown = keyof typeof SHOWN;

async function staleAfter(mutation: MutationName): Promise<Shown[]> {
  const client = new QueryClient();
  for (const key of Object.values(SHOWN)) client.setQueryData(key, 'answer');
  await invalidateAfter(client, mutation);
  return (Object.keys(SHOWN) as Shown[]).filter(
    (name) => client.getQueryState(SHOWN[name])?.isInvalidated,
  );
}

describe('what a save refreshes', () => {
  it('a stock change: every list, page and count that shows stock, and nothing else', async () => {
    for (const mutation of [
      'insertInventoryAdjustment',
      'insertStockLine',
      'updateStockLine',
      'updateStockLineVvmStatus',
      'insertRepack',
    ] as const) {
      expect(await staleAfter(mutation)).toEqual([
        'stock list',
        'ledger',
        'items list',
        'item figures',
        'item page',
        'locations page',
        'dashboard expiry',
        'dashboard stock status',
      ]);
    }
  });

  it('a location change: the locations page, the dialogs offering locations and the stock list with its codes', async () => {
    expect(await staleAfter('updateLocation')).toEqual([
      'stock list',
      'locations page',
      'dialog choices',
    ]);
  });

  it('a log reason change: the reasons page and the adjustment dialog offering them', async () => {
    expect(await staleAfter('insertReasonOption')).toEqual(['dialog choices', 'log reasons page']);
  });

  it('an item change: everything that names or lists items, master lists included', async () => {
    expect(await staleAfter('updateItem')).toEqual([
      'stock list',
      'ledger',
      'items list',
      'item figures',
      'item page',
      'item variants',
      'item form',
      'master lists page',
      'master list items',
      'dashboard stock status',
    ]);
  });

  it('a user sync: the user menu and the time of the last sync', async () => {
    expect(await staleAfter('updateUser')).toEqual(['user menu', 'last user sync']);
  });
});

/** The field of every mutation document the app was generated with. */
function mutationFields(): string[] {
  const fields = new Set<string>();
  for (const value of Object.values(generated)) {
    const definitions =
      (value as { definitions?: readonly unknown[] } | undefined)?.definitions ?? [];
    for (const definition of definitions as {
      operation?: string;
      selectionSet?: { selections: { name?: { value: string } }[] };
    }[]) {
      if (definition.operation !== 'mutation') continue;
      for (const selection of definition.selectionSet?.selections ?? [])
        if (selection.name) fields.add(selection.name.value);
    }
  }
  return [...fields].sort();
}

// Every source file of the app (tests and generated code aside), read by Vite as text.
const SOURCES = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../gql/**', '!./queryKeys.ts'],
  { query: '?raw', import: 'default', eager: true },
);

describe('one owner of query keys', () => {
  it('declares what every mutation the app sends changes', () => {
    const fields = mutationFields();
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((field) => !(field in CHANGES))).toEqual([]);
  });

  it('leaves keys and invalidation to core/graphql/queryKeys: no other file builds a key or invalidates', () => {
    const found: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const [file, text] of Object.entries(SOURCES)) {
      for (const [n, line] of text.split('\n').entries()) {
        if (
          /\.(invalidateQueries|refetchQueries|resetQueries|removeQueries)\(/.test(line) ||
          /queryKey:\s*(?!\s|queryKeys\.)/.test(line)
        )
          found.push(`${file}:${n + 1}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
