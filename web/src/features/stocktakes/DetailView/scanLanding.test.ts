import { describe, expect, it } from 'vitest';
import { landScan, type LandingLine } from './scanLanding';

const line = (
  id: string,
  stockLineId: string | null,
  batch: string | null,
  counted: number | null = null,
): LandingLine => ({
  id,
  stockLineId,
  batch,
  countedNumberOfPacks: counted,
});
const scan = (batch: string | null, stockLineIds: string[] = []) => ({
  itemId: 'i',
  batch,
  stockLineIds,
});

describe('landScan', () => {
  const a = line('a', 's-a', 'A1', 3);
  const b = line('b', 's-b', 'B1');
  const b2 = line('b2', 's-b2', 'B1');

  it.each([
    ['the line of the scanned stock line', scan('B1', ['s-b']), [a, b], 'b'],
    [
      'of two lines of the batch, the one not counted yet',
      scan('B1', ['s-b', 's-b2']),
      [line('x', 's-b', 'B1', 1), b2],
      'b2',
    ],
    ['the batch by its number when the store holds it no longer', scan('B1'), [a, b], 'b'],
    ['the only line of the item when the scan named no batch', scan(null, ['s-a']), [a], 'a'],
    ['an item found without a batch, by its batch number', scan('A1'), [a], 'a'],
  ])('lands on %s', (_what, scanned, lines, id) => {
    const landing = landScan(scanned, lines);
    expect(landing.kind).toBe('line');
    expect(landing.kind === 'line' && landing.line.id).toBe(id);
  });

  it('asks to choose when the scan named no batch and the item has several lines', () => {
    expect(landScan(scan(null, ['s-a', 's-b']), [a, b])).toEqual({
      kind: 'choose-batch',
      first: a,
    });
  });

  it('names the batch missing, and the store batch that could be added', () => {
    expect(landScan(scan('C9', ['s-c']), [a, b])).toEqual({
      kind: 'batch-missing',
      first: a,
      batch: 'C9',
      stockLineId: 's-c',
    });
    expect(landScan(scan('C9'), [a])).toMatchObject({ kind: 'batch-missing', stockLineId: null });
  });

  it('says when the item has no line on the stocktake', () => {
    expect(landScan(scan('A1', ['s-a']), [])).toEqual({ kind: 'not-on-stocktake' });
  });
});
