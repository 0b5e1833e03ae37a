// Lint rules that carry the architecture (see docs/ARCHITECTURE.md): the layering and
// "process.env is read in one file" are enforced here so they cannot drift.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const envOnlyInConfig = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through server/src/config.ts, the only file that reads process.env.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'bench/results/**',
      'e2e/artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', envOnlyInConfig] },
  },
  {
    files: ['server/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        envOnlyInConfig,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom)$/]',
          message: 'Services decide rules; SQL lives in *.repository.ts (or *.list.ts).',
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.service.ts', 'server/src/**/*.repository.ts', 'server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.schema', '**/graphql/**', 'graphql', 'graphql-yoga', '@pothos/*'],
              message:
                'Services and repositories never see GraphQL: schema -> service -> repository -> db.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                'kysely',
                'better-sqlite3',
                'pg',
                'node:*',
                '@dawa/server',
                '@dawa/web',
              ],
              message: 'packages/domain holds pure rules: no I/O, no React, no database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../../features/*', '**/features/*/**'],
              message:
                'A feature never imports another feature: move what they share to ui/ or core/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}', 'web/src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message: 'ui/ and core/ sit below features: never import a feature.',
            },
          ],
        },
      ],
    },
  },
);
