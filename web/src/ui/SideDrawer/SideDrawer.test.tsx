import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../core/i18n';
import { renderWithProviders } from '../../test/render';
import { SIDE_DRAWER_WIDTH, SideDrawer } from './SideDrawer';

describe('SideDrawer (spec 001 sections 2 and 9)', () => {
  it('is 400 px wide, titled, and sits on the right', () => {
    renderWithProviders(
      <SideDrawer open onClose={() => undefined} title="Stock line">
        body
      </SideDrawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Stock line' });
    expect(SIDE_DRAWER_WIDTH).toBe(400);
    expect(drawer).toHaveStyle({ width: '400px' });
    expect(drawer).toHaveStyle({ right: '0px' });
    expect(drawer).toHaveTextContent('body');
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SideDrawer open onClose={onClose} title="Stock line" />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('comes from the left in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<SideDrawer open onClose={() => undefined} title="دفعة" />);
    // MUI keeps the right anchor; the right-to-left style cache turns right: 0 into left: 0.
    expect(screen.getByRole('dialog', { name: 'دفعة' })).toHaveStyle({ left: '0px' });
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
