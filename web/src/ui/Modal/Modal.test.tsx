import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Modal } from './Modal';
import { DIALOG_TRANSITION_MS, getModalDimensions } from './modalSize';
import { useDialog } from './useDialog';

describe('getModalDimensions', () => {
  it.each([
    ['confirm', { width: 1920, height: 1080 }, { width: 400, height: 200, fullScreen: false }],
    ['ok', { width: 1920, height: 1080 }, { width: 400, height: 150, fullScreen: false }],
    ['save', { width: 1920, height: 1080 }, { width: 500, height: 200, fullScreen: false }],
    ['save', { width: 400, height: 900 }, { width: 350, height: 200, fullScreen: false }],
    ['save', { width: 1920, height: 850 }, { width: 500, height: 200, fullScreen: true }],
    ['confirm', { width: 1280, height: 800 }, { width: 400, height: 200, fullScreen: false }],
    ['ok', { width: 1280, height: 600 }, { width: 400, height: 150, fullScreen: false }],
    [
      { width: 900, height: 900 },
      { width: 1920, height: 851 },
      { width: 900, height: 801, fullScreen: false },
    ],
  ] as const)('%j in %j', (size, window, expected) => {
    expect(getModalDimensions(size, window)).toEqual(expected);
  });
});

describe('dialog animation (spec 000 section 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('slides out over 500 ms', () => {
    vi.useFakeTimers();
    expect(DIALOG_TRANSITION_MS).toBe(500);
    const { rerender } = renderWithProviders(<Modal open onClose={() => undefined} title="Step" />);
    rerender(<Modal open={false} onClose={() => undefined} title="Step" />);
    act(() => {
      vi.advanceTimersByTime(DIALOG_TRANSITION_MS - 50);
    });
    expect(screen.queryByText('Step')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Step')).toBeNull();
  });
});

describe('Modal', () => {
  const original = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
  };
  beforeEach(() => resize(1280, 1000));
  afterEach(() => resize(original.width, original.height));

  it('shows its title, content and actions, and closes from the close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal
        open
        onClose={onClose}
        title="Edit line"
        size="confirm"
        actions={<button type="button">go</button>}
      >
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit line' });
    expect(dialog).toHaveTextContent('body');
    expect(dialog).toHaveStyle({ width: '400px', minHeight: '200px' });
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is full screen on windows 850 px high or less', () => {
    resize(1280, 800);
    renderWithProviders(<Modal open onClose={vi.fn()} title="Edit line" />);
    expect(screen.getByRole('dialog')).toHaveClass('MuiDialog-paperFullScreen');
  });
});

describe('useDialog', () => {
  it('opens and hides, telling the owner when it hides', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialog(onClose));
    expect(result.current.modalProps.open).toBe(false);
    act(() => result.current.showDialog());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.modalProps.onClose());
    expect(result.current.isOpen).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drives a Modal', async () => {
    function Page() {
      const dialog = useDialog();
      return (
        <>
          <button type="button" onClick={dialog.showDialog}>
            open
          </button>
          <Modal {...dialog.modalProps} title="Details" />
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
