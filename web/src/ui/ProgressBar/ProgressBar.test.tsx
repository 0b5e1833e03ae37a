import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '../../core/i18n';
import { renderWithProviders } from '../../test/render';
import { ProgressBar } from './ProgressBar';
import { progressSegments } from './progressSegments';

describe('progressSegments (spec 001 section 9)', () => {
  it.each<[number, number, boolean, boolean]>([
    [33.4, 33, true, true],
    [9.6, 10, true, true],
    [9.4, 9, true, false],
    [5, 5, true, false],
    [4.4, 4, false, false],
    [0, 0, false, false],
    [150, 100, true, true],
  ])('%d of 100 shows %d percent, value %s, label %s', (value, percent, showValue, showLabel) => {
    expect(progressSegments([{ label: 'Done', value }], 100)).toEqual([
      { label: 'Done', value, percent, showValue, showLabel },
    ]);
  });

  it('gives nothing of an empty total', () => {
    expect(progressSegments([{ label: 'Done', value: 3 }], 0)[0]?.percent).toBe(0);
  });
});

describe('ProgressBar', () => {
  const parts = [
    { label: 'Counted', value: 60, color: 'success.main' },
    { label: 'Short', value: 7, color: 'warning.main' },
    { label: 'Lost', value: 3, color: 'error.main' },
  ];

  it('shows labels and percentages where they fit', () => {
    renderWithProviders(<ProgressBar parts={parts} total={100} label="Stocktake" />);
    const [counted, short, lost] = screen.getAllByTestId('progress-segment');
    expect(screen.getByRole('img', { name: 'Stocktake' })).toBeInTheDocument();
    expect(counted).toHaveTextContent('Counted60%');
    expect(counted).toHaveStyle({ width: '60%' });
    expect(short).toHaveTextContent(/^7%$/);
    expect(lost).toHaveTextContent(/^$/);
    expect(lost).toHaveAttribute('title', 'Lost: 3 (3%)');
  });

  it('writes percentages as the language does, isolated from the label in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(
      <ProgressBar
        parts={[{ label: 'معدود', value: 60, color: 'success.main' }]}
        total={100}
        label="جرد"
      />,
    );
    const segment = screen.getByTestId('progress-segment');
    expect(segment).toHaveTextContent(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.6),
    );
    expect(segment.querySelector('bdi')).not.toBeNull();
  });
});
