import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { StatusChip, type StatusMap } from './StatusChip';

type Status = 'NEW' | 'FINALISED';
const statusMap: StatusMap<Status> = {
  NEW: { label: 'New', color: 'rgb(0, 0, 255)', bgColor: 'rgb(220, 230, 255)' },
  FINALISED: { label: 'Finalised', color: 'rgb(0, 128, 0)', bgColor: 'rgb(220, 255, 220)' },
};

describe('StatusChip (spec 001 section 9, status map entry)', () => {
  it('shows the label in the colours of the status', () => {
    renderWithProviders(<StatusChip status="FINALISED" statusMap={statusMap} />);
    expect(screen.getByText('Finalised')).toHaveStyle({
      color: 'rgb(0, 128, 0)',
      backgroundColor: 'rgb(220, 255, 220)',
    });
  });
});
