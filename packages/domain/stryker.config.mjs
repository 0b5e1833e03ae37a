// Mutation testing of the shared rules (npm run mutation at the root runs this and the
// server's): every function in src is mutated and the domain's own tests must notice.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  coverageAnalysis: 'perTest',
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-support.ts',
    // Re-exports and type declarations only: nothing to mutate.
    '!src/index.ts',
    '!src/list-state/types.ts',
  ],
  concurrency: 2,
  // A later run retests only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: '../../reports/mutation/domain-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '../../reports/mutation/domain.html' },
  jsonReporter: { fileName: '../../reports/mutation/domain.json' },
  thresholds: { high: 95, low: 90, break: null },
};

export default config;
