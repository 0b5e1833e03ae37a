import { useTranslation } from 'react-i18next';
import { ConfirmationDialog } from '../ConfirmationDialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** The user chose to leave and lose the changes. */
  onLeave: () => void;
  /** The user chose to stay on the page. */
  onStay: () => void;
}

/** "Are you sure?" with the generic cancel confirmation, shown when leaving a dirty form. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationDialog
      open={open}
      title={t('heading.are-you-sure')}
      message={t('messages.confirm-cancel-generic')}
      onConfirm={onLeave}
      onClose={(reason) => (reason === 'cancel' ? onStay() : undefined)}
    />
  );
}
