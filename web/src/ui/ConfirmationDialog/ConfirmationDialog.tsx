import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal, type ModalSize } from '../Modal';

export type ConfirmationCloseReason = 'cancel' | 'confirmed';

export interface ConfirmationDialogProps {
  open: boolean;
  /** Already translated. */
  title: string;
  message: string;
  /** May be async: buttons are disabled and a spinner shows until it settles, then the dialog closes. */
  onConfirm: () => Promise<void> | void;
  /** Called on cancel (reason 'cancel') and after a successful confirm (reason 'confirmed'). */
  onClose: (reason: ConfirmationCloseReason) => void;
  /** A failed confirm keeps the dialog open and reports here (e.g. to show a toast). */
  onError?: (error: unknown) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  size?: ModalSize;
}

export function ConfirmationDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  onError,
  confirmLabel,
  cancelLabel,
  size = 'confirm',
}: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const cancel = () => onClose('cancel');

  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm();
      onClose('confirmed');
    } catch (error) {
      onError?.(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size={size}
      disableClose={saving}
      actions={
        <>
          <Button onClick={cancel} disabled={saving} color="inherit">
            {cancelLabel ?? t('button.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={saving}
            startIcon={
              saving ? (
                <CircularProgress size={16} color="inherit" aria-label={t('label.saving')} />
              ) : undefined
            }
          >
            {saving ? t('label.saving') : (confirmLabel ?? t('button.ok'))}
          </Button>
        </>
      }
    >
      <Typography>{message}</Typography>
    </Modal>
  );
}
