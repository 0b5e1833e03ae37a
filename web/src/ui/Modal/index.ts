export { Modal, type ModalProps } from './Modal';
export { useDialog, type DialogControl } from './useDialog';
export * from './modalSize';
export { SaveDialog, type SaveDialogProps } from './SaveDialog';
