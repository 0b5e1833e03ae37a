// Mutation testing of the server's rule modules (npm run mutation at the root runs this and
// the domain's). Only the modules that decide rules are mutated; the tests that exercise
// them run through the real HTTP handler on in-memory SQLite (TEST_DATABASE_URL unset).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  coverageAnalysis: 'perTest',
  // The API tests reach the rule modules through the app, not by importing them.
  vitest: { related: false },
  mutate: [
    'src/modules/stock/stock-movement.service.ts',
    'src/modules/stock/stock-quantity.ts',
    'src/modules/stock/repack.service.ts',
    'src/modules/permissions/resources.ts',
    'src/graphql/builder.ts',
    'src/modules/auth/token.ts',
    'src/modules/auth/sign-in-throttle.ts',
    'src/modules/auth/auth.service.ts',
    'src/modules/reasons/reason.service.ts',
  ],
  // The suites that exercise those rules; the rest of the server's (demo data, query cost,
  // fuzzing, schema export) would only lengthen each mutant's run.
  testFiles: [
    'src/modules/auth/*.test.ts',
    'src/modules/permissions/*.test.ts',
    'test/adjustment-reasons.api.test.ts',
    'test/auth.api.test.ts',
    'test/cross-store.api.test.ts',
    'test/idempotent-inserts.api.test.ts',
    'test/me.api.test.ts',
    'test/permission-matrix.api.test.ts',
    'test/reasons.api.test.ts',
    'test/resources-declared.test.ts',
    'test/security.api.test.ts',
    'test/stock-concurrency.test.ts',
    'test/stock-edit.api.test.ts',
    'test/stock-movement.test.ts',
    'test/stock.api.test.ts',
    'test/*.mutation-kills.test.ts',
  ],
  concurrency: 2,
  // A later run retests only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: '../reports/mutation/server-incremental.json',
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '../reports/mutation/server.html' },
  jsonReporter: { fileName: '../reports/mutation/server.json' },
  thresholds: { high: 95, low: 90, break: null },
};

export default config;
