// What a mutation set of the server runs (stryker*.config.mjs): its own test files and no
// others, so a mutant evaluated while a module loads (which Stryker tries against every test)
// is tried against those files, not the whole suite.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: JSON.parse(process.env.DAWA_MUTATION_TESTS ?? '[]'),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
