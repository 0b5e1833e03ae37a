// The stock and reason rules: see stryker.config.mjs.
import { serverSet } from './stryker.config.mjs';

export default serverSet(
  'server-stock',
  [
    'src/modules/stock/stock-movement.service.ts',
    'src/modules/stock/stock-quantity.ts',
    'src/modules/stock/repack.service.ts',
    'src/modules/reasons/reason.service.ts',
  ],
  [
    'test/adjustment-reasons.api.test.ts',
    'test/cross-store.api.test.ts',
    'test/idempotent-inserts.api.test.ts',
    'test/reasons.api.test.ts',
    'test/reasons.mutation-kills.test.ts',
    'test/repack.mutation-kills.test.ts',
    'test/stock-concurrency.test.ts',
    'test/stock-edit.api.test.ts',
    'test/stock-movement.test.ts',
    'test/stock.api.test.ts',
  ],
);
