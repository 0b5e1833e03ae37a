import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // A mutation run (npm run mutation) copies the package, tests included, into
  // .stryker-tmp: those copies are not this package's tests.
  test: { exclude: [...configDefaults.exclude, '**/.stryker-tmp/**'] },
});
