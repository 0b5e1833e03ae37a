// Every store-scoped root field (one that takes `storeId`) must name a resource of the
// permission table, for the store it was asked about: a field that forgets would be open to
// anyone signed in. A new field without a declaration fails here, not in production.
import { describe, expect, it } from 'vitest';
import { getSchema } from '../src/graphql/schema';
import { RESOURCES } from '../src/modules/permissions/resources';

interface PothosFieldOptions {
  authScopes?: unknown;
}

const rootFields = () => {
  const schema = getSchema();
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      name: `${type?.name}.${field.name}`,
      field,
      options: (field.extensions as { pothosOptions?: PothosFieldOptions }).pothosOptions ?? {},
    })),
  );
};

describe('store-scoped root fields', () => {
  const scoped = rootFields().filter((f) => f.field.args.some((a) => a.name === 'storeId'));

  it('exist (the sweep below is not empty)', () => {
    expect(scoped.length).toBeGreaterThan(10);
  });

  it.each(scoped.map((f) => [f.name, f] as const))(
    '%s declares a resource of the table for the store asked',
    (_name, { options }) => {
      expect(typeof options.authScopes).toBe('function');
      const scopes = (options.authScopes as (parent: unknown, args: unknown) => unknown)(
        {},
        { storeId: 'the-store-asked' },
      ) as { resource?: { storeId?: string; resource?: string } };
      expect(scopes.resource?.storeId).toBe('the-store-asked');
      expect(Object.keys(RESOURCES)).toContain(scopes.resource?.resource);
    },
  );

  it('take storeId as a required argument', () => {
    for (const { name, field } of scoped) {
      const arg = field.args.find((a) => a.name === 'storeId');
      expect(String(arg?.type), name).toBe('String!');
    }
  });
});
