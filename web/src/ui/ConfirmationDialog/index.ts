export {
  ConfirmationDialog,
  type ConfirmationCloseReason,
  type ConfirmationDialogProps,
} from './ConfirmationDialog';
