import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One copy of graphql: packages that require() it and modules that import it must
  // share the same instance, or schema objects fail graphql's instanceof checks.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The test files share their worker's module graph (and its template databases,
    // test/database.ts): re-importing the server for each of ~70 files cost 80 s of a run. No
    // file keeps module state between tests: each opens its own database copy, and the one
    // that fakes timers restores them after each test.
    isolate: false,
  },
});
