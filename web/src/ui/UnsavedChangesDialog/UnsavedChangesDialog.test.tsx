import { describe, expect, it, vi } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useConfirmOnLeave } from './useConfirmOnLeave';

describe('UnsavedChangesDialog', () => {
  it('asks "Are you sure?" and stays', async () => {
    const onLeave = vi.fn();
    const onStay = vi.fn();
    renderWithProviders(<UnsavedChangesDialog open onLeave={onLeave} onStay={onStay} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel? Any unsaved changes will be lost.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves on OK', async () => {
    const onLeave = vi.fn();
    const onStay = vi.fn();
    renderWithProviders(<UnsavedChangesDialog open onLeave={onLeave} onStay={onStay} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });
});

describe('useConfirmOnLeave', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to confirm only while the form is dirty', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useConfirmOnLeave(dirty), {
      initialProps: { dirty: false },
    });
    expect(unload()).toBe(false);
    rerender({ dirty: true });
    expect(unload()).toBe(true);
    rerender({ dirty: false });
    expect(unload()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(unload()).toBe(false);
  });
});
