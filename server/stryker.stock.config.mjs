// The stock and reason rules: see stryker.config.mjs. The tests are those of these rules;
// the store-isolation and idempotent-insert sweeps (cross-store, idempotent-inserts) are left
// out: they set up their records once for the whole file, so every mutant they reach would be
// tried against every test of the set, which made a run take over an hour here.
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
    'test/reasons.api.test.ts',
    'test/reasons.mutation-kills.test.ts',
    'test/repack.mutation-kills.test.ts',
    'test/stock-concurrency.test.ts',
    'test/stock-edit.api.test.ts',
    'test/stock-instant.mutation-kills.test.ts',
    'test/stock-movement.test.ts',
    'test/stock.api.test.ts',
    'test/stock.mutation-kills.test.ts',
  ],
);
