// One query-key factory for the inventory resources; mutations invalidate `all`.
export const inventoryKeys = {
  all: ['inventory'] as const,
  items: (storeId: string, input: unknown) => ['inventory', 'items', storeId, input] as const,
  itemStats: (storeId: string, ids: readonly string[]) =>
    ['inventory', 'item-stats', storeId, ids] as const,
  item: (storeId: string, id: string) => ['inventory', 'item', storeId, id] as const,
  stockLines: (storeId: string, input: unknown) =>
    ['inventory', 'stock-lines', storeId, input] as const,
  ledger: (storeId: string, input: unknown) => ['inventory', 'ledger', storeId, input] as const,
  options: (storeId: string) => ['inventory', 'options', storeId] as const,
};
