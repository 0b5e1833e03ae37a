import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Stepper } from './Stepper';

describe('Stepper (spec 001 section 9, step)', () => {
  it('shows labels and descriptions; only clickable steps answer a click', async () => {
    const user = userEvent.setup();
    const onClickStep = vi.fn();
    renderWithProviders(
      <Stepper
        activeStep={1}
        onClickStep={onClickStep}
        steps={[
          { label: 'Choose items', description: '3 chosen', clickable: true },
          { label: 'Quantities' },
        ]}
      />,
    );
    expect(screen.getByText('3 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Choose items/ }));
    expect(onClickStep).toHaveBeenCalledExactlyOnceWith(0);
    expect(screen.queryByRole('button', { name: /Quantities/ })).toBeNull();
    expect(screen.getByText('Quantities')).toBeInTheDocument();
  });
});
