import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the server's committed SDL; runs offline before every build.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', NaiveDate: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: false,
      },
    },
  },
};

export default config;
