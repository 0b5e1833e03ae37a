export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
export { useConfirmOnLeave } from './useConfirmOnLeave';
