// Cases that pin rules the first mutation run showed no test guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { isLanguageCode } from './enums';
import { QUERY_PERMISSIONS, isPermission } from './permissions';

describe('permissions', () => {
  it('knows the permissions it lists and nothing else', () => {
    expect(isPermission('STOCK_LINE_QUERY')).toBe(true);
    expect(isPermission('STORE_ACCESS')).toBe(true);
    expect(isPermission('STOCK_LINE_QUERY ')).toBe(false);
    expect(isPermission('ADMIN')).toBe(false);
  });

  it('a viewer reads: store access, reports and every *_QUERY permission, nothing that writes', () => {
    expect(QUERY_PERMISSIONS).toContain('STORE_ACCESS');
    expect(QUERY_PERMISSIONS).toContain('REPORT');
    expect(QUERY_PERMISSIONS).toContain('STOCK_LINE_QUERY');
    expect(QUERY_PERMISSIONS).toContain('SUPPLIER_RETURN_QUERY');
    for (const p of ['STOCK_LINE_MUTATE', 'CREATE_REPACK', 'SERVER_ADMIN', 'EDIT_CENTRAL_DATA'])
      expect(QUERY_PERMISSIONS).not.toContain(p);
  });
});

describe('interface languages (spec 001 section 9)', () => {
  it.each(['ar', 'en', 'es', 'fr', 'fr-DJ', 'ru', 'tet', 'pt'])('%s is supported', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });
  it.each(['de', 'FR', 'fr-FR', ''])('%s is not', (code) => {
    expect(isLanguageCode(code)).toBe(false);
  });
});
