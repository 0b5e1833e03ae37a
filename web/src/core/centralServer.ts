// Operations only a central server may run (spec 000 section 6, spec 001 section 6): anywhere
// else they warn instead of running. The server says which it is in the page's config.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';
import { getAppConfig } from './config';

export function isCentralServer(): boolean {
  return getAppConfig().isCentralServer;
}

/**
 * Wraps a central-server-only action: it runs on a central server; on any other server the
 * user is told "This operation is only allowed on the central server" and nothing runs.
 */
export function useCentralServerOnly(): (action: () => void) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (action: () => void) => {
      if (isCentralServer()) action();
      else toast.warning(t('error.central-server-only'));
    },
    [t, toast],
  );
}
