import { describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './UnsavedChangesGuard';

function renderForm(props: UnsavedChangesGuardProps) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <p>form page</p>
            <Link to="/other">leave</Link>
            <Link to="/form?tab=2">tab</Link>
            <UnsavedChangesGuard {...props} />
          </>
        ),
      },
      { path: '/other', element: <p>other page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard (spec 000 sections 4 and 5)', () => {
  it('asks "Are you sure?" before leaving a dirty form, and Cancel stays', async () => {
    const router = renderForm({ isDirty: true });
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel? Any unsaved changes will be lost.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByText('form page')).toBeInTheDocument();
  });

  it('leaves on OK', async () => {
    const router = renderForm({ isDirty: true });
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('lets a clean form, a disabled guard and a change of query on the same page through', async () => {
    renderForm({ isDirty: true });
    await userEvent.click(screen.getByRole('link', { name: 'tab' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unload()).toBe(true);

    for (const props of [{ isDirty: false }, { isDirty: true, disabled: true }]) {
      cleanup();
      const router = renderForm(props);
      expect(unload()).toBe(false);
      await act(() => router.navigate('/other'));
      expect(router.state.location.pathname).toBe('/other');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('allows a browser refresh when asked, still guarding route changes', async () => {
    const router = renderForm({ isDirty: true, allowRefresh: true });
    expect(unload()).toBe(false);
    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
  });
});
