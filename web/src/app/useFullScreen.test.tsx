import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppNamespace } from '../core/app-i18n';
import { changeLanguage } from '../core/i18n';
import { renderWithProviders } from '../test/render';
import { useFullScreen } from './useFullScreen';

beforeAll(loadAppNamespace);

function FullScreenButton() {
  const fullScreen = useFullScreen();
  return (
    <button onClick={fullScreen.toggle} data-on={fullScreen.isFullScreen} data-testid="fs">
      {fullScreen.supported ? 'toggle' : 'unsupported'}
    </button>
  );
}

/** jsdom has no Fullscreen API: a stand-in that fires fullscreenchange as browsers do. */
function stubFullscreenApi() {
  let element: Element | null = null;
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => element,
  });
  const exit = vi.fn(() => {
    element = null;
    change();
    return Promise.resolve();
  });
  document.exitFullscreen = exit;
  document.documentElement.requestFullscreen = vi.fn(() => {
    element = document.documentElement;
    change();
    return Promise.resolve();
  });
  return { exit };
}

describe('full-screen mode (spec 001 section 2)', () => {
  let api: ReturnType<typeof stubFullscreenApi>;
  beforeEach(() => {
    api = stubFullscreenApi();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  });

  it('says how to leave on entering, and Escape leaves before anything else sees it', async () => {
    const user = userEvent.setup();
    const shellEscape = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    window.addEventListener('keydown', shellEscape);
    renderWithProviders(<FullScreenButton />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('fs')).toHaveAttribute('data-on', 'true');
    expect(
      await screen.findByText('Full screen mode is on. Press Escape to leave it.'),
    ).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(api.exit).toHaveBeenCalledOnce();
    expect(shellEscape).toHaveReturnedWith(true);
    expect(screen.getByTestId('fs')).toHaveAttribute('data-on', 'false');
    window.removeEventListener('keydown', shellEscape);
  });

  it('leaves by the same control', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullScreenButton />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(api.exit).toHaveBeenCalledOnce();
    expect(screen.getByTestId('fs')).toHaveAttribute('data-on', 'false');
  });

  it('tells the user in Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    renderWithProviders(<FullScreenButton />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText(/Escape/)).toHaveTextContent('ملء الشاشة');
  });
});

describe('without the Fullscreen API', () => {
  it('offers nothing', () => {
    renderWithProviders(<FullScreenButton />);
    expect(screen.getByTestId('fs')).toHaveTextContent('unsupported');
  });
});
