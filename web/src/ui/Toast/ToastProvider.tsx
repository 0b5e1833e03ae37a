import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { ToastContext } from '../../core/toast/ToastContext';
import { ToastItem } from './ToastItem';
import {
  MAX_VISIBLE_TOASTS,
  type ToastApi,
  type ToastMessage,
  type ToastSeverity,
} from '../../core/toast/toastTypes';

/** Holds the toast queue and shows up to three at the bottom of the reading start side. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const push = useCallback((severity: ToastSeverity, message: string, detail?: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, severity, message, ...(detail ? { detail } : {}) }]);
  }, []);
  const close = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  const api = useMemo<ToastApi>(
    () => ({
      error: (message, detail) => push('error', message, detail),
      info: (message) => push('info', message),
      success: (message) => push('success', message),
      warning: (message) => push('warning', message),
    }),
    [push],
  );

  const visible = toasts.slice(0, MAX_VISIBLE_TOASTS);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{
          position: 'fixed',
          bottom: 24,
          insetInlineStart: 24,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
