// Lint rules that carry the architecture (see docs/ARCHITECTURE.md): the layering and
// "process.env is read in one file" are enforced here so they cannot drift.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import house from './eslint-rules/house.js';

const envOnlyInConfig = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through server/src/config.ts, the only file that reads process.env.',
};

const sqlOnlyInRepositories = (who) => ({
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom)$/]',
  message: `${who}: SQL lives in *.repository.ts (or *.list.ts).`,
});

// Object keys that set a stock line's counts or a ledger balance: only the stock-movement
// service's repositories (and the demo generator) write them.
const stockColumnsWritten = {
  selector:
    'Property[key.name=/^(available_number_of_packs|total_number_of_packs|balance_packs)$/]',
  message:
    'Stock counts and ledger balances are written only through the stock-movement service (applyStockMovements).',
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
      '**/.stryker-tmp*/**',
      'reports/**',
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
    // Import zones on resolved paths, who may write stock, and services that take the acting
    // store and user from a context (eslint-rules/house.js).
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/domain/**/*.ts'],
    plugins: { house },
    rules: {
      'house/zones': 'error',
      'house/stock-writers': 'error',
      'house/service-context': 'error',
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
        sqlOnlyInRepositories('Services decide rules'),
        stockColumnsWritten,
      ],
    },
  },
  {
    files: ['server/src/**/*.schema.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        envOnlyInConfig,
        sqlOnlyInRepositories('Schema files are thin GraphQL'),
        stockColumnsWritten,
      ],
    },
  },
  {
    files: ['server/src/**/*.repository.ts', 'server/src/**/*.list.ts'],
    ignores: [
      'server/src/modules/stock/stock-line.repository.ts',
      'server/src/modules/stock/ledger.repository.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', envOnlyInConfig, stockColumnsWritten] },
  },
  {
    files: ['server/src/**/*.service.ts', 'server/src/**/*.repository.ts', 'server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['graphql', 'graphql-yoga', '@pothos/*'],
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
);
