import { PERMISSIONS } from '@dawa/domain';
import { describe, expect, it } from 'vitest';
import {
  RESOURCES,
  isAllowed,
  meetsRequirement,
  type Requirement,
  type Resource,
} from './resources';

describe('resource-to-permission table', () => {
  it('names only real permission values', () => {
    for (const req of Object.values(RESOURCES) as Requirement[]) {
      for (const p of [...(req.all ?? []), ...(req.any ?? [])]) expect(PERMISSIONS).toContain(p);
    }
  });

  it('always needs STORE_ACCESS', () => {
    for (const resource of Object.keys(RESOURCES) as Resource[]) {
      expect(isAllowed(resource, new Set(PERMISSIONS.filter((p) => p !== 'STORE_ACCESS')))).toBe(
        false,
      );
      expect(isAllowed(resource, new Set(PERMISSIONS))).toBe(true);
    }
  });

  it('needs each listed permission: dropping any one refuses access', () => {
    for (const resource of Object.keys(RESOURCES) as Resource[]) {
      const req: Requirement = RESOURCES[resource];
      for (const p of req.all ?? []) {
        expect(isAllowed(resource, new Set(PERMISSIONS.filter((x) => x !== p)))).toBe(false);
      }
      if (req.any?.length) {
        expect(isAllowed(resource, new Set(PERMISSIONS.filter((x) => !req.any?.includes(x))))).toBe(
          false,
        );
      }
    }
  });
});

describe('a requirement', () => {
  const held = (...permissions: string[]) => new Set(permissions);

  it('with `all` needs every permission it names, not just one of them', () => {
    const req: Requirement = { all: ['STOCK_LINE_QUERY', 'STOCK_LINE_MUTATE'] };
    expect(meetsRequirement(req, held('STOCK_LINE_QUERY', 'STOCK_LINE_MUTATE'))).toBe(true);
    expect(meetsRequirement(req, held('STOCK_LINE_QUERY'))).toBe(false);
    expect(meetsRequirement(req, held('STOCK_LINE_MUTATE'))).toBe(false);
  });

  it('with `any` needs at least one of the permissions it names, not all of them', () => {
    const req: Requirement = { any: ['STOCK_LINE_QUERY', 'STOCK_LINE_MUTATE'] };
    expect(meetsRequirement(req, held('STOCK_LINE_QUERY'))).toBe(true);
    expect(meetsRequirement(req, held('STOCK_LINE_MUTATE'))).toBe(true);
    expect(meetsRequirement(req, held('STOCK_LINE_QUERY', 'STOCK_LINE_MUTATE'))).toBe(true);
    expect(meetsRequirement(req, held('ITEM_MUTATE'))).toBe(false);
    expect(meetsRequirement(req, held())).toBe(false);
  });

  it('with both needs all of the one and one of the other; with neither, nothing', () => {
    const req: Requirement = { all: ['ITEM_MUTATE'], any: ['STOCK_LINE_QUERY', 'LOCATION_MUTATE'] };
    expect(meetsRequirement(req, held('ITEM_MUTATE', 'LOCATION_MUTATE'))).toBe(true);
    expect(meetsRequirement(req, held('ITEM_MUTATE'))).toBe(false);
    expect(meetsRequirement(req, held('LOCATION_MUTATE'))).toBe(false);
    expect(meetsRequirement({}, held())).toBe(true);
  });
});
