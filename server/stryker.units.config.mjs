// Tokens and sign-in pacing, by their unit tests: see stryker.config.mjs.
import { serverSet } from './stryker.config.mjs';

export default serverSet(
  'server-units',
  ['src/modules/auth/token.ts', 'src/modules/auth/sign-in-throttle.ts'],
  [
    'src/modules/auth/token.test.ts',
    'test/token.mutation-kills.test.ts',
    'test/sign-in-throttle.mutation-kills.test.ts',
  ],
);
