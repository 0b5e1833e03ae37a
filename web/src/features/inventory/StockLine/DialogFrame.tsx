import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/app-i18n/inventory';
import { Modal } from '../../../ui/Modal';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { useToast } from '../../../core/toast';

export interface DialogFrameProps {
  title: string;
  onClose: () => void;
  /** Runs the save; a thrown error shows as a toast and keeps the dialog open. */
  onSave: () => Promise<void>;
  /** Translated success message. */
  successMessage: string;
  canSave: boolean;
  children: ReactNode;
}

/** A save dialog: buttons disabled and a spinner while saving, a toast after (spec 001 s. 4). */
export function DialogFrame(props: DialogFrameProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave();
      toast.success(props.successMessage);
      props.onClose();
    } catch (error) {
      const { message, detail } = errorMessage(error, t('error.could-not-save'));
      toast.error(message, detail);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      disableClose={saving}
      onSave={saving || !props.canSave ? undefined : () => void save()}
      actions={
        <>
          <Button onClick={props.onClose} disabled={saving}>
            {t('button.cancel')}
          </Button>
          <ShortcutHint action="save">
            <Button
              variant="contained"
              disabled={saving || !props.canSave}
              onClick={() => void save()}
              startIcon={saving ? <CircularProgress size={16} /> : undefined}
            >
              {saving ? t('label.saving') : t('button.save')}
            </Button>
          </ShortcutHint>
        </>
      }
    >
      <Stack spacing={2} sx={{ paddingTop: 1 }}>
        {props.children}
      </Stack>
    </Modal>
  );
}
