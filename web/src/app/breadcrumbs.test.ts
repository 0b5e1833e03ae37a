import { describe, expect, it } from 'vitest';
import type { AppT } from '../core/app-i18n';
import { buildCrumbs, parentPath } from './breadcrumbs';
import { findArea } from './areas';

const t: AppT = (key, options) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('breadcrumbs', () => {
  it('labels areas, known segments and numeric records', () => {
    expect(buildCrumbs('/manage/stores/42', t)).toEqual([
      { label: 'nav.group-manage', to: '/manage', linkable: false },
      { label: 'nav.stores', to: '/manage/stores', linkable: true },
      { label: 'shell.record:{"id":"42"}', to: '/manage/stores/42', linkable: true },
    ]);
  });
  it('goes up one level on Escape, not above the top', () => {
    expect(parentPath('/manage/stores/42')).toBe('/manage/stores');
    expect(parentPath('/dashboard')).toBeUndefined();
  });
  it('finds the area by the longest matching path', () => {
    expect(findArea('/manage/stores/3')?.path).toBe('manage/stores');
    expect(findArea('/nowhere')).toBeUndefined();
  });
});
