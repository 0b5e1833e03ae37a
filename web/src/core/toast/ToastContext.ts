import { createContext, useContext } from 'react';
import type { ToastApi } from './toastTypes';

export const ToastContext = createContext<ToastApi | null>(null);

/** error / info / success / warning toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
