import { describe, expect, it } from 'vitest';
import type { AppT } from '../core/app-i18n';
import { buildCrumbs, pageTitle, parentPath } from './breadcrumbs';
import { findArea } from './areas';

const t: AppT = (key, options) => (options ? `${key}:${JSON.stringify(options)}` : key);
const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('breadcrumbs', () => {
  it('labels areas, known segments and numeric records', () => {
    expect(buildCrumbs('/manage/stores/42', t)).toEqual([
      { label: 'nav.group-manage', to: '/manage', linkable: false },
      { label: 'nav.stores', to: '/manage/stores', linkable: true },
      { label: 'shell.record:{"id":"42"}', to: '/manage/stores/42', linkable: true },
    ]);
  });
  it('treats any id below an area as a record, shortening long ids', () => {
    expect(buildCrumbs(`/inventory/items/${UUID}`, t)[2]).toEqual({
      label: 'shell.record:{"id":"3fa85f64…"}',
      to: `/inventory/items/${UUID}`,
      linkable: true,
    });
    expect(buildCrumbs('/inventory/items/ITEM-7', t)[2]?.label).toBe(
      'shell.record:{"id":"ITEM-7"}',
    );
  });
  it("shows the label and id the record's page registered", () => {
    const labels = { [`/inventory/items/${UUID}`]: { label: 'Paracetamol 500 mg', id: 'PAR500' } };
    expect(buildCrumbs(`/inventory/items/${UUID}`, t, labels)[2]).toEqual({
      label: 'Paracetamol 500 mg',
      id: 'PAR500',
      to: `/inventory/items/${UUID}`,
      linkable: true,
    });
  });
  it('names a path outside any area "page not found", never by the raw path typed', () => {
    expect(buildCrumbs('/no/12', t)).toEqual([
      { label: 'nav.not-found', to: '/no/12', linkable: false },
    ]);
    expect(buildCrumbs('/<script>', t)).toEqual([
      { label: 'nav.not-found', to: '/<script>', linkable: false },
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

describe('pageTitle', () => {
  it('is the route title and the app name, led by the record label once there is one', () => {
    expect(pageTitle('/manage/stores', t)).toBe('nav.stores | app.name');
    expect(pageTitle('/inventory/items/7', t)).toBe('nav.inventory-items | app.name');
    const labels = { '/inventory/items/7': { label: 'Aspirin', id: 'ASP' } };
    expect(pageTitle('/inventory/items/7/', t, labels)).toBe(
      'Aspirin · ASP | nav.inventory-items | app.name',
    );
    expect(pageTitle('/manage/stores/2', t, { '/manage/stores/2': { label: 'Central' } })).toBe(
      'Central | nav.stores | app.name',
    );
    expect(pageTitle('/nowhere', t)).toBe('nav.not-found | app.name');
  });
});
