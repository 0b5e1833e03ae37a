import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../test/render';
import { signInWith } from '../test/session';
import { loadAppNamespace } from '../core/app-i18n';
import { clearSession } from '../core/session';
import { CommandPalette } from './CommandPalette';

beforeAll(loadAppNamespace);

function renderPalette(onToggleDetailPanel: (() => void) | undefined) {
  const onToggleDrawer = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <CommandPalette
        open
        onClose={() => undefined}
        onToggleDrawer={onToggleDrawer}
        onToggleDetailPanel={onToggleDetailPanel}
      />
    </MemoryRouter>,
  );
  return onToggleDrawer;
}

const labels = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('command palette (spec 000 section 2)', () => {
  afterEach(clearSession);

  it('offers go-to actions for the areas the user may open and the drawer toggle', async () => {
    signInWith([]);
    const onToggleDrawer = renderPalette(undefined);
    expect(labels()).toContain('Go to Dashboard');
    expect(labels()).not.toContain('Go to Stores');
    expect(labels()).not.toContain('Show or hide the detail panel');
    await userEvent.type(screen.getByRole('textbox'), 'navigation drawer{Enter}');
    expect(onToggleDrawer).toHaveBeenCalledTimes(1);
  });

  it('shows or hides the detail panel on pages that have one', async () => {
    signInWith(['SERVER_ADMIN']);
    const onToggleDetailPanel = vi.fn();
    renderPalette(onToggleDetailPanel);
    expect(labels()).toContain('Go to Stores');
    await userEvent.click(screen.getByRole('option', { name: 'Show or hide the detail panel' }));
    expect(onToggleDetailPanel).toHaveBeenCalledTimes(1);
  });
});
