import { describe, expect, it } from 'vitest';
import {
  isPositivePackSize,
  isStockItem,
  itemProblem,
  itemVariantProblem,
  packVariantProblem,
  type ItemFields,
} from './validity';

describe('isStockItem', () => {
  it.each([
    ['STOCK', true],
    ['NON_STOCK', false],
    ['SERVICE', false],
  ])('%s: %s', (type, stock) => expect(isStockItem(type)).toBe(stock));
});

// Spec 001 s. 5: a pack size of zero is not allowed.
describe('isPositivePackSize', () => {
  it.each([
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])('%s: %s', (value, valid) => expect(isPositivePackSize(value)).toBe(valid));
});

describe('itemProblem', () => {
  const item: ItemFields = {
    code: 'AMX500',
    name: 'Amoxicillin 500 mg',
    defaultPackSize: 100,
    isVaccine: false,
    dosesPerUnit: 0,
    volumePerUnit: 0,
  };
  it.each([
    ['a plain item', {}, undefined],
    ['a fractional pack size', { defaultPackSize: 0.5 }, undefined],
    ['a vaccine with doses', { isVaccine: true, dosesPerUnit: 10 }, undefined],
    ['no code', { code: '  ' }, { kind: 'CodeRequired' }],
    ['no name', { name: '' }, { kind: 'NameRequired' }],
    ['a name of spaces only', { name: ' \t ' }, { kind: 'NameRequired' }],
    ['pack size 0', { defaultPackSize: 0 }, { kind: 'PackSizeNotPositive' }],
    ['pack size NaN', { defaultPackSize: Number.NaN }, { kind: 'PackSizeNotPositive' }],
    [
      'a vaccine without doses',
      { isVaccine: true, dosesPerUnit: 0 },
      { kind: 'ValueNotPositive', field: 'dosesPerUnit' },
    ],
    ['negative doses', { dosesPerUnit: -1 }, { kind: 'ValueNegative', field: 'dosesPerUnit' }],
    ['negative volume', { volumePerUnit: -1 }, { kind: 'ValueNegative', field: 'volumePerUnit' }],
    [
      'negative outer-pack volume',
      { volumePerOuterPack: -0.1 },
      { kind: 'ValueNegative', field: 'volumePerOuterPack' },
    ],
  ] as const)('%s', (_name, change, problem) => {
    expect(itemProblem({ ...item, ...change })).toEqual(problem);
  });
});

describe('packVariantProblem', () => {
  it.each([
    [{ packSize: 10, name: 'Box', abbreviation: 'bx' }, undefined],
    [{ packSize: 0, name: 'Box', abbreviation: 'bx' }, 'PackSizeNotPositive'],
    [{ packSize: undefined, name: 'Box', abbreviation: 'bx' }, 'PackSizeNotPositive'],
    [{ packSize: 10, name: ' ', abbreviation: 'bx' }, 'NameRequired'],
    [{ packSize: 10, name: 'Box', abbreviation: '' }, 'AbbreviationRequired'],
    [{ packSize: 10, name: 'Box', abbreviation: '  ' }, 'AbbreviationRequired'],
  ])('%o: %s', (pack, problem) => expect(packVariantProblem(pack)).toBe(problem));
});

describe('itemVariantProblem', () => {
  it.each([
    [{ name: 'Brand A', dosesPerUnit: null }, undefined],
    [{ name: 'Brand A', dosesPerUnit: 10 }, undefined],
    [{ name: '', dosesPerUnit: 10 }, 'NameRequired'],
    [{ name: '   ', dosesPerUnit: 10 }, 'NameRequired'],
    [{ name: 'Brand A', dosesPerUnit: 0 }, 'DosesPerUnitNotPositive'],
  ])('%o: %s', (variant, problem) => expect(itemVariantProblem(variant)).toBe(problem));
});
