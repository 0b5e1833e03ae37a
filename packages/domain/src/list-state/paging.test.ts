import { describe, expect, it } from 'vitest';
import {
  clampPage,
  normaliseRowsPerPage,
  offsetOf,
  pagerRange,
  parsePage,
  ROWS_PER_PAGE_OPTIONS,
} from './paging';

describe('rows per page', () => {
  it('offers 20, 50, 100 and 500', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([20, 50, 100, 500]);
  });

  it.each<[unknown, number | undefined, number]>([
    [50, undefined, 50],
    ['100', undefined, 100],
    ['500', 50, 500],
    [undefined, undefined, 20],
    [null, 50, 50],
    [25, undefined, 20],
    ['25', 100, 100],
    ['050', undefined, 20],
    ['abc', undefined, 20],
    [20.5, undefined, 20],
  ])('%j (fallback %j) gives %d', (value, fallback, expected) => {
    expect(normaliseRowsPerPage(value, fallback)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each<[string | undefined, number]>([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['7', 7],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['02', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('%j is page %d', (text, page) => {
    expect(parsePage(text)).toBe(page);
  });

  it('derives the 0-based offset', () => {
    expect(offsetOf(1, 20)).toBe(0);
    expect(offsetOf(3, 50)).toBe(100);
  });
});

describe('clampPage', () => {
  it.each([
    // page, pageSize, total, expected
    [1, 20, 0, 1],
    [3, 20, 0, 3],
    [3, 20, 41, 3],
    [3, 20, 40, 1],
    [3, 20, 39, 1],
    [2, 20, 21, 2],
    [2, 20, 20, 1],
    [5, 500, 100, 1],
    [1, 20, 1, 1],
  ])('page %d of %d rows with %d in total shows page %d', (page, pageSize, total, expected) => {
    expect(clampPage(page, pageSize, total)).toBe(expected);
  });
});

describe('pagerRange', () => {
  it.each([
    [1, 20, 0, { from: 0, to: 0, total: 0 }],
    [4, 20, 0, { from: 0, to: 0, total: 0 }],
    [1, 20, 5, { from: 1, to: 5, total: 5 }],
    [1, 20, 20, { from: 1, to: 20, total: 20 }],
    [2, 20, 45, { from: 21, to: 40, total: 45 }],
    [3, 20, 45, { from: 41, to: 45, total: 45 }],
    [9, 20, 45, { from: 1, to: 20, total: 45 }],
  ])('page %d of %d rows with %d in total', (page, pageSize, total, expected) => {
    expect(pagerRange(page, pageSize, total)).toEqual(expected);
  });
});
