import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { signInWith } from '../test/session';
import { loadAppNamespace } from '../core/app-i18n';
import { changeLanguage } from '../core/i18n';
import { clearSession } from '../core/session';
import { AppFooter } from './AppFooter';

const central = vi.hoisted(() => ({ value: false }));
vi.mock('../core/centralServer', () => ({ isCentralServer: () => central.value }));

beforeAll(loadAppNamespace);

describe('AppFooter (spec 000 section 2, spec 001 section 2)', () => {
  afterEach(() => {
    central.value = false;
    clearSession();
  });

  it('names the store and the user', () => {
    signInWith([]);
    renderWithProviders(<AppFooter insetInlineStart={240} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Store: S (S)');
    expect(footer).toHaveTextContent('User: u');
    expect(footer).not.toHaveTextContent('Central server');
    expect(footer).toHaveAttribute('data-central', 'false');
  });

  it('changes colour and says so on a central server', () => {
    signInWith([]);
    const { rerender } = renderWithProviders(<AppFooter insetInlineStart={0} />);
    const plain = getComputedStyle(screen.getByRole('contentinfo')).backgroundColor;
    central.value = true;
    rerender(<AppFooter insetInlineStart={0} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Central server');
    expect(footer).toHaveAttribute('data-central', 'true');
    expect(getComputedStyle(footer).backgroundColor).not.toBe(plain);
  });

  it('reads in Arabic', async () => {
    signInWith([]);
    await changeLanguage('ar');
    renderWithProviders(<AppFooter insetInlineStart={0} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('المستخدم: u');
  });
});
