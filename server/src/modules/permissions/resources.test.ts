import { PERMISSIONS } from '@dawa/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES, isAllowed, type Requirement, type Resource } from './resources';

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
