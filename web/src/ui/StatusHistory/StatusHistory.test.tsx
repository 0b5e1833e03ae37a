import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { getActiveStatusIndex } from './activeStatus';
import { StatusHistory } from './StatusHistory';

const STATUSES = ['NEW', 'ALLOCATED', 'PICKED', 'SHIPPED'] as const;
const label = (status: string) => status.toLowerCase();

describe('getActiveStatusIndex', () => {
  it.each([
    [{}, -1],
    [{ NEW: '2025-01-01T10:00:00Z' }, 0],
    [{ NEW: '2025-01-01T10:00:00Z', PICKED: '2025-01-02T10:00:00Z' }, 2],
    [{ NEW: '2025-01-01T10:00:00Z', ALLOCATED: null }, 0],
  ])('%j gives %d', (log, expected) => {
    expect(getActiveStatusIndex(STATUSES, log)).toBe(expected);
  });
});

function setWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches:
        query.includes('max-width') &&
        width <= Number(/max-width:\s*([\d.]+)/.exec(query)?.[1] ?? 0),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

describe('StatusHistory', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  });

  it('completes the steps before the last dated status and marks it active', () => {
    setWidth(1280);
    const log = { NEW: new Date(2025, 0, 1, 9, 0, 0), ALLOCATED: new Date(2025, 0, 2, 10, 30, 0) };
    renderWithProviders(
      <StatusHistory statuses={STATUSES} statusLog={log} statusFormatter={label} />,
    );
    expect(screen.getByText('new').closest('.MuiStep-root')).toHaveClass('Mui-completed');
    expect(screen.getByText('allocated').closest('.MuiStepLabel-root')).toHaveTextContent(
      '02/01/2025 10:30:00',
    );
    expect(screen.getByText('allocated').closest('.MuiStepLabel-label')).toHaveClass('Mui-active');
    expect(screen.getByText('picked').closest('.MuiStep-root')).not.toHaveClass('Mui-completed');
  });

  it('shows only the current status on small screens', () => {
    setWidth(400);
    const log = { NEW: new Date(2025, 0, 1), ALLOCATED: new Date(2025, 0, 2) };
    renderWithProviders(
      <StatusHistory statuses={STATUSES} statusLog={log} statusFormatter={label} />,
    );
    expect(screen.getByTestId('status-current')).toHaveTextContent('allocated');
    expect(screen.queryByText('new')).toBeNull();
  });
});
