// Mutation testing of the server's rule modules (npm run mutation at the root runs these and
// the domain's), in three sets so each finishes and reports on its own:
//   stryker.config.mjs        auth: sign-in, refresh, logout, the permission table and check
//   stryker.stock.config.mjs  stock: movements, quantities, repacks, reasons
//   stryker.units.config.mjs  tokens and sign-in pacing, by their unit tests alone (a mutant
//                             that stalls pacing would stall every API test behind it)
// The API tests run through the real HTTP handler on in-memory SQLite (TEST_DATABASE_URL unset).
/** @type {(name: string, mutate: string[], testFiles: string[]) => import('@stryker-mutator/api/core').PartialStrykerOptions} */
export const serverSet = (name, mutate, testFiles) => {
  // Read by vitest.mutation.config.mjs in the test-runner processes Stryker starts.
  process.env.DAWA_MUTATION_TESTS = JSON.stringify(testFiles);
  return {
    testRunner: 'vitest',
    coverageAnalysis: 'perTest',
    // The API tests reach the rule modules through the app, not by importing them.
    vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
    mutate,
    concurrency: 2,
    // A hung mutant (a sign-in that never settles) is a detected one: do not wait long for it.
    timeoutMS: 5_000,
    // A later run retests only the mutants whose code or covering tests changed.
    incremental: true,
    incrementalFile: `../reports/mutation/${name}-incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `../reports/mutation/${name}.html` },
    jsonReporter: { fileName: `../reports/mutation/${name}.json` },
    thresholds: { high: 95, low: 90, break: null },
  };
};

export default serverSet(
  'server-auth',
  [
    'src/modules/auth/auth.service.ts',
    'src/modules/permissions/resources.ts',
    'src/graphql/builder.ts',
  ],
  [
    'src/modules/permissions/*.test.ts',
    'test/auth.api.test.ts',
    'test/auth.mutation-kills.test.ts',
    'test/me.api.test.ts',
    'test/permission-matrix.api.test.ts',
    'test/resources-declared.test.ts',
    'test/security.api.test.ts',
    'test/stock.api.test.ts',
  ],
);
