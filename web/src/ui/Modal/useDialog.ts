import { useCallback, useMemo, useState } from 'react';

export interface DialogControl {
  isOpen: boolean;
  showDialog: () => void;
  hideDialog: () => void;
  /** Spread onto <Modal>: `<Modal {...dialog.modalProps} title=…>`. */
  modalProps: { open: boolean; onClose: () => void };
}

/** Open/close state for a Modal; `onClose` runs whenever the dialog is hidden. */
export function useDialog(onClose?: () => void): DialogControl {
  const [isOpen, setIsOpen] = useState(false);
  const showDialog = useCallback(() => setIsOpen(true), []);
  const hideDialog = useCallback(() => {
    setIsOpen(false);
    onClose?.();
  }, [onClose]);
  return useMemo(
    () => ({ isOpen, showDialog, hideDialog, modalProps: { open: isOpen, onClose: hideDialog } }),
    [isOpen, showDialog, hideDialog],
  );
}
