import { useCallback, useEffect, useState } from 'react';
import { useAppTranslation } from '../core/app-i18n';
import { useToast } from '../core/toast';

export interface FullScreen {
  /** The browser offers full screen (not every one does, e.g. iOS Safari). */
  supported: boolean;
  isFullScreen: boolean;
  toggle: () => void;
}

const isOn = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/**
 * Full-screen mode (spec 001 section 2): entering says how to leave ("press Escape"), and Escape
 * leaves it before it does anything else, such as going up a breadcrumb level.
 */
export function useFullScreen(): FullScreen {
  const { t } = useAppTranslation();
  const toast = useToast();
  const [isFullScreen, setIsFullScreen] = useState(isOn);
  const supported =
    typeof document !== 'undefined' &&
    typeof document.documentElement.requestFullscreen === 'function';

  useEffect(() => {
    const onChange = () => setIsFullScreen(isOn());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!isFullScreen) return undefined;
    // Capture: runs before the shell's own Escape handler, which then sees the key was used.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOn()) return;
      event.preventDefault();
      void document.exitFullscreen();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isFullScreen]);

  const toggle = useCallback(() => {
    if (isOn()) {
      void document.exitFullscreen();
      return;
    }
    document.documentElement.requestFullscreen().then(
      () => toast.info(t('shell.full-screen-on')),
      () => undefined, // refused (not from a user gesture, or blocked): nothing changes
    );
  }, [t, toast]);

  return { supported, isFullScreen, toggle };
}
