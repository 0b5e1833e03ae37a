import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until asked to show it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('warns while Caps Lock is on', () => {
    renderWithProviders(<PasswordInput label="Password" helperText="Your usual password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(screen.getByText('Your usual password')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Caps Lock is on');
    fireEvent.keyUp(input, { key: 'CapsLock', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
    expect(screen.getByText('Your usual password')).toBeInTheDocument();
  });
});
