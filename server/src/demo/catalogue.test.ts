import { describe, expect, it } from 'vitest';
import { CATALOGUE, MASTER_LISTS, type MasterListKey } from './catalogue';

const listKeys = new Set<MasterListKey>(MASTER_LISTS.map((l) => l.key));
const inList = (key: MasterListKey) => CATALOGUE.filter((item) => item.masterLists.includes(key));

describe('demo catalogue', () => {
  it('holds about 300 items', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(290);
    expect(CATALOGUE.length).toBeLessThanOrEqual(320);
  });

  it('has unique, uppercase codes of at most 12 characters', () => {
    const codes = CATALOGUE.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code, code).toMatch(/^[A-Z0-9][A-Z0-9-]{0,11}$/);
      expect(code, code).toBe(code.toUpperCase());
    }
  });

  it('has unique, non-empty names', () => {
    const names = CATALOGUE.map((item) => item.name);
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every vaccine at least one dose per unit and puts it on the vaccines list', () => {
    const vaccines = CATALOGUE.filter((item) => item.isVaccine);
    expect(vaccines.length).toBeGreaterThanOrEqual(20);
    for (const item of vaccines) {
      expect(Number.isInteger(item.dosesPerUnit) && item.dosesPerUnit >= 1, item.code).toBe(true);
      expect(item.masterLists, item.code).toContain('vaccines');
      expect(item.type, item.code).toBe('STOCK');
      expect(item.volumePerUnitLitres, item.code).toBeGreaterThan(0);
    }
  });

  it('gives non-vaccines zero doses per unit and keeps them off the vaccines list', () => {
    for (const item of CATALOGUE.filter((i) => !i.isVaccine)) {
      expect(item.dosesPerUnit, item.code).toBe(0);
      expect(item.masterLists, item.code).not.toContain('vaccines');
    }
  });

  it('has positive whole pack sizes, and pack size 1 for services', () => {
    for (const item of CATALOGUE) {
      expect(Number.isInteger(item.defaultPackSize) && item.defaultPackSize > 0, item.code).toBe(
        true,
      );
    }
    const services = CATALOGUE.filter((item) => item.type === 'SERVICE');
    expect(services.length).toBeGreaterThanOrEqual(2);
    for (const item of services) expect(item.defaultPackSize, item.code).toBe(1);
    expect(CATALOGUE.filter((item) => item.type === 'NON_STOCK').length).toBeGreaterThanOrEqual(3);
  });

  it('puts every item on at least one master list that exists', () => {
    for (const item of CATALOGUE) {
      expect(item.masterLists.length, item.code).toBeGreaterThan(0);
      expect(new Set(item.masterLists).size, item.code).toBe(item.masterLists.length);
      for (const key of item.masterLists)
        expect(listKeys.has(key), `${item.code} ${key}`).toBe(true);
    }
  });

  it('defines each master list once and fills every one of them', () => {
    expect(listKeys.size).toBe(MASTER_LISTS.length);
    expect(new Set(MASTER_LISTS.map((l) => l.code)).size).toBe(MASTER_LISTS.length);
    for (const list of MASTER_LISTS) expect(inList(list.key).length, list.key).toBeGreaterThan(0);
    const dispensary = inList('dispensary').length;
    expect(dispensary).toBeGreaterThanOrEqual(70);
    expect(dispensary).toBeLessThanOrEqual(90);
  });

  it('has non-negative costs in whole cents, non-negative volumes and well-formed ATC codes', () => {
    for (const item of CATALOGUE) {
      expect(item.unitCostPerPack, item.code).toBeGreaterThanOrEqual(0);
      expect(Math.round(item.unitCostPerPack * 100) / 100, item.code).toBe(item.unitCostPerPack);
      expect(item.volumePerUnitLitres, item.code).toBeGreaterThanOrEqual(0);
      expect(item.atcCode, item.code).toMatch(/^$|^[A-Z]\d{2}[A-Z]{0,2}(\d{2})?$/);
    }
    for (const item of CATALOGUE.filter((i) => i.type === 'SERVICE'))
      expect(item.atcCode, item.code).toBe('');
  });
});
