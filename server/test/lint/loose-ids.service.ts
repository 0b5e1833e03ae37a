// What house/service-context refuses and accepts (test/service-context-lint.test.ts lints this
// file as if it were a service). The line after each "refused" must be reported, no other line.
import type { ServiceContext } from '../../src/common/service-context';
import type { StockLine } from '../../src/modules/stock/stock-line.types';

export interface LooseInput {
  id: string;
  storeId: string;
}

// refused
export const byName = (ctx: ServiceContext, storeId: string) => ctx.storeId + storeId;

// refused
export const byUserName = async (userId: string) => Promise.resolve(userId);

// refused
export function inAnInputShape(ctx: ServiceContext, input: LooseInput): string {
  return ctx.storeId + input.id;
}

// refused
export const inALiteral = (input: { id: string; userId: string }): string => input.id;

// refused
export const throughOmit = (input: Omit<LooseInput, 'id'> & { more: number }) => input.more;

// refused
function inAUnion(input: LooseInput | { other: number }): unknown {
  return input;
}

// Accepted: the context itself, a record that belongs to a store, a callback's parameter.
export function accepted(ctx: ServiceContext, line: StockLine): string[] {
  inAUnion({ other: 1 });
  return [line].map((l: { storeId: string }) => l.storeId + ctx.userId);
}
