import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/inventory.json';
import en from '../../locales/en/inventory.json';
import fr from '../../locales/fr/inventory.json';
import { changeLanguage } from '../i18n';
import { checkLocales } from '../i18n/localeCheck';
import { inventoryT, inventoryTOptional, loadInventoryNamespace } from './inventory';

const base = (keys: object) =>
  [...new Set(Object.keys(keys).map((key) => key.replace(/_\w+$/, '')))].sort();

describe('inventory.json', () => {
  it('has the same keys, all filled, in English, French and Arabic', () => {
    expect(base(fr)).toEqual(base(en));
    expect(base(ar)).toEqual(base(en));
    expect(checkLocales({ en, fr, ar })).toEqual([]);
  });
  it('is really translated into Arabic and French', () => {
    const copied = Object.entries(en).filter(
      ([key, text]) => (ar as Record<string, string>)[key] === text,
    );
    expect(copied).toEqual([]);
    const copiedFr = Object.entries(en).filter(
      ([key, text]) =>
        (fr as Record<string, string>)[key] === text && !/^[\p{Lu}\d ·{}.,:-]*$/u.test(text),
    );
    // Words French shares with English.
    expect(copiedFr.map(([key]) => key).sort()).toEqual([
      'column.document',
      'item-type.SERVICE',
      'locations.code',
    ]);
  });
  it('is loaded as the inventory namespace and names server errors', async () => {
    await changeLanguage('en');
    await loadInventoryNamespace();
    expect(inventoryT('adjust.title')).toBe('Adjust stock');
    expect(inventoryTOptional('error.NotEnoughStockForReduction')).toMatch(/not enough stock/);
    expect(inventoryTOptional('error.SomethingNew')).toBeUndefined();
    await changeLanguage('ar');
    expect(inventoryT('barcode.unable-to-read')).toBe('تعذرت قراءة الرمز الشريطي');
  });
});
