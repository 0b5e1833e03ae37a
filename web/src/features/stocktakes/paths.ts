/** Where the stocktakes live (spec 001 section 2: inventory, stocktakes). */
export const STOCKTAKES_PATH = '/inventory/stocktakes';
