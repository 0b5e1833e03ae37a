export type ToastSeverity = 'error' | 'info' | 'success' | 'warning';

export interface ToastMessage {
  id: number;
  severity: ToastSeverity;
  /** Already translated. */
  message: string;
  /** Technical detail of an error, shown in a popover behind the info icon. */
  detail?: string;
}

/** At most three toasts show at once; others wait their turn (spec 001 section 9). */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 6000;
/** An error with detail stays 10 s so there is time to open the detail (spec 000 section 9). */
export const ERROR_DETAIL_TOAST_DURATION_MS = 10_000;

export interface ToastApi {
  error: (message: string, detail?: string) => void;
  info: (message: string) => void;
  success: (message: string) => void;
  warning: (message: string) => void;
}
