// Dialog sizes (spec 000 section 9 and spec 001 section 9, "Layout and misc").
export const MODAL_SIZES = {
  confirm: { width: 400, height: 200 },
  ok: { width: 400, height: 150 },
  save: { width: 500, height: 200 },
} as const;

export type ModalSizeName = keyof typeof MODAL_SIZES;
export type ModalSize = ModalSizeName | { width: number; height: number };

/** Dialogs keep this far inside the window. */
export const WINDOW_MARGIN = 50;
/**
 * Windows this short or shorter get full-screen dialogs: those with content to work in. A
 * confirmation or a message (400 x 200, 400 x 150) always fits and stays a small box.
 */
export const FULL_SCREEN_MAX_WINDOW_HEIGHT = 850;
/** The slide between and into dialogs. */
export const DIALOG_TRANSITION_MS = 500;

export interface ModalDimensions {
  width: number;
  height: number;
  fullScreen: boolean;
}

function isMessage(size: ModalSize): boolean {
  return size === 'confirm' || size === 'ok';
}

export function getModalDimensions(
  size: ModalSize,
  window: { width: number; height: number },
): ModalDimensions {
  const wanted = typeof size === 'string' ? MODAL_SIZES[size] : size;
  return {
    width: Math.max(0, Math.min(wanted.width, window.width - WINDOW_MARGIN)),
    height: Math.max(0, Math.min(wanted.height, window.height - WINDOW_MARGIN)),
    fullScreen: !isMessage(size) && window.height <= FULL_SCREEN_MAX_WINDOW_HEIGHT,
  };
}
