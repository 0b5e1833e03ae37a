import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREAS, preloadAreaOf } from './areas';

describe('preloadAreaOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the page of the area a path is in, records included, and nothing elsewhere', () => {
    const spies = AREAS.map((area) =>
      vi.spyOn(area.component, 'preload').mockResolvedValue(undefined),
    );
    preloadAreaOf('/inventory/items/3fa85f64');
    preloadAreaOf('/dashboard');
    preloadAreaOf('/no/such/page');
    const called = AREAS.filter((_, i) => (spies[i]?.mock.calls.length ?? 0) > 0).map(
      (a) => a.path,
    );
    expect(called).toEqual(['dashboard', 'inventory/items']);
  });
});
