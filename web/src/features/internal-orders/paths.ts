/** Where the internal orders live (spec 001 section 2: replenishment, internal-order). */
export const INTERNAL_ORDERS_PATH = '/replenishment/internal-order';
