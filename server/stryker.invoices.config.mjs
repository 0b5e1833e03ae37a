// The shipment rules: see stryker.config.mjs. A status change and the stock movements it
// makes (once per move), the stock side of a line change, issuing a quantity of an item through
// the allocator, the stock-out and stock-in lines as a shipment holds them, and a line's totals
// and single units. The tests are the shipments' own, issuing many items at once, and the
// transfers' (which move receipts as the processor); the sweeps (cross-store,
// idempotent-inserts, input-guard) are left out for the reason given in
// stryker.stock.config.mjs.
import { serverSet } from './stryker.config.mjs';

export default serverSet(
  'server-invoices',
  [
    'src/modules/invoices/kit/status.service.ts',
    'src/modules/invoices/kit/line-stock.ts',
    'src/modules/invoices/kit/line-totals.ts',
    'src/modules/invoices/outbound-shipment/issue-item.ts',
    'src/modules/invoices/outbound-shipment/stock-out-line.ts',
    'src/modules/invoices/inbound-shipment/stock-in-line.ts',
  ],
  [
    'test/inbound-shipment.api.test.ts',
    'test/invoice-rules.mutation-kills.test.ts',
    'test/issue-items.api.test.ts',
    'test/outbound-shipment.api.test.ts',
    'test/transfers.api.test.ts',
  ],
);
