import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inventoryT, loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { changeLanguage } from '../../../core/i18n/i18n';

const packs = (count: number) => inventoryT('quantity.packs', { count, value: String(count) });

describe('a number of packs, as each language says it', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('English: one pack, 7 packs', () => {
    expect(packs(1)).toBe('1 pack');
    expect(packs(7)).toBe('7 packs');
    expect(
      inventoryT('line.summary', {
        packs: packs(17),
        packSize: '30',
        available: '17',
        expiry: '—',
      }),
    ).toBe('17 packs of 30 (17 available) · expiry —');
  });

  it('Arabic: 7 عبوات (few), 11 and 100 عبوة (many, other)', async () => {
    await changeLanguage('ar');
    expect(packs(7)).toBe('7 عبوات');
    expect(packs(3)).toBe('3 عبوات');
    expect(packs(11)).toBe('11 عبوة');
    expect(packs(100)).toBe('100 عبوة');
  });
});
