import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('limits the length and sets the width', async () => {
    renderWithProviders(<TextInput label="Comment" maxLength={5} width={180} />);
    const input = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    expect(input.closest('.MuiTextField-root')).toHaveStyle({ width: '180px' });
  });
});
