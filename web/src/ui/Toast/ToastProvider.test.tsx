import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { useToast } from '../../core/toast/ToastContext';
import type { ToastApi } from '../../core/toast/toastTypes';

let toast: ToastApi;
function Capture() {
  toast = useToast();
  return null;
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithProviders(<Capture />);
  });
  afterEach(() => vi.useRealTimers());

  it('shows success, info and warning messages, which hide after 6 s', () => {
    act(() => {
      toast.success('Saved');
      toast.info('Heads up');
      toast.warning('Careful');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByText('Careful')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows at most three at once and queues the rest', () => {
    act(() => ['one', 'two', 'three', 'four'].forEach((message) => toast.info(message)));
    expect(screen.queryByText('four')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('four')).toBeInTheDocument();
  });

  it('shows an error without detail as is', () => {
    act(() => toast.error('Could not save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.queryByRole('button', { name: 'Show error details' })).toBeNull();
  });

  it('hides an error’s detail behind the info icon for 10 s', () => {
    act(() => toast.error('Could not save', 'GraphQL error: constraint failed'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Oops! Something went wrong. Click the info icon to see the error details.',
    );
    expect(screen.queryByText('GraphQL error: constraint failed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show error details' }));
    expect(screen.getByText('GraphQL error: constraint failed')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    // While the detail is open the rest of the page is hidden from assistive technology.
    expect(screen.getByRole('alert', { hidden: true })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByText('GraphQL error: constraint failed'), { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useToast', () => {
  it('needs a provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(
      'useToast must be used inside a ToastProvider',
    );
  });
});
