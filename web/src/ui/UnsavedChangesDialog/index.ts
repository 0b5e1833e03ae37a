export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './UnsavedChangesGuard';
export { useConfirmOnLeave } from './useConfirmOnLeave';
export { useGuardedClose, type GuardedClose } from './useGuardedClose';
