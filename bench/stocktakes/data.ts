// The data of the stocktake benchmarks (bench/stocktakes, bench/stocktake-page): `seed --scale 17`
// (5,100 items) and `seed-stock` for its first demo store (NMW), `items` items stocked with
// `batches` batches in all and their history, and an all-items stocktake of that store.
import { uuidv7 } from '@dawa/domain';
import { expectType, seedStockedStore, type client } from '../shipments/data';

export const seedStocktakeStore = (url: string, items: number, batches: number): Promise<void> =>
  seedStockedStore(url, { scale: 17, items, lines: batches, movements: batches * 3 });

export const INSERT_STOCKTAKE = `mutation($s: String!, $i: InsertStocktakeInput!) { r: insertStocktake(storeId: $s, input: $i) {
  __typename ... on StocktakeNode { id } ... on StocktakeMutationError { error { __typename description } } } }`;

/** A new all-items stocktake of the store (a line per batch holding stock); its id. */
export async function allItemsStocktake(
  api: ReturnType<typeof client>,
  storeId: string,
): Promise<string> {
  const answer = await api.post(INSERT_STOCKTAKE, {
    s: storeId,
    i: { id: uuidv7(), isAllItemsStocktake: true },
  });
  return String(expectType(answer, 'StocktakeNode').id);
}
