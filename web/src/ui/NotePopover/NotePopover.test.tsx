import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { NOTE_POPOVER_WIDTH, NotePopover } from './NotePopover';

describe('NotePopover (spec 001 section 9: comment and note popovers)', () => {
  it('opens 400 px wide, and hands over the changed text when it closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NotePopover value="Cold box 2" onChange={onChange} label="Comment" />);
    const button = screen.getByRole('button', { name: 'Comment' });
    expect(button).toHaveAttribute('data-has-text', 'true');
    await user.click(button);
    const popover = screen.getByRole('dialog', { name: 'Comment' });
    expect(NOTE_POPOVER_WIDTH).toBe(400);
    expect(popover).toHaveStyle({ width: '400px' });
    const text = screen.getByRole('textbox', { name: 'Comment' });
    expect(text).toHaveValue('Cold box 2');
    await user.type(text, ', shelf 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Cold box 2, shelf 3');
  });

  it('says nothing when the text did not change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NotePopover value={null} onChange={onChange} label="Note" />);
    expect(screen.getByRole('button', { name: 'Note' })).toHaveAttribute('data-has-text', 'false');
    await user.click(screen.getByRole('button', { name: 'Note' }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
