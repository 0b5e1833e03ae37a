// The house rule that keeps loose store and user ids out of services (eslint-rules/house.js,
// house/service-context) reports exactly the lines of its fixture marked "refused" (the line
// after each marker).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, 'lint/loose-ids.service.ts');

describe('house/service-context', () => {
  // Lint needs no database: run once, on the SQLite pass.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses storeId and userId as parameters or in an input shape, and nothing else',
    async () => {
      const eslint = new ESLint({
        cwd: root,
        overrideConfig: {
          files: ['server/test/lint/**/*.ts'],
          rules: {
            'house/service-context': ['error', { files: '^server/test/lint/.*\\.service\\.ts$' }],
          },
        },
      });
      const [result] = await eslint.lintFiles([fixture]);
      const reported = new Set(
        (result?.messages ?? [])
          .filter((m) => m.ruleId === 'house/service-context')
          .map((m) => m.line),
      );
      const marked = fs
        .readFileSync(fixture, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line === '// refused' ? [i + 2] : []));
      expect(marked.length).toBe(6);
      expect([...reported].sort((a, b) => a - b)).toEqual(marked);
    },
    60_000,
  );
});
