import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ShortcutHint } from '../ShortcutHint';
import { useGuardedClose } from '../UnsavedChangesDialog';
import { Modal } from './Modal';

export interface SaveDialogProps {
  /** Already translated. */
  title: string;
  onClose: () => void;
  /** Runs on Save and on Alt+S. */
  onSave: () => void;
  /** While true the dialog cannot be closed, both buttons are disabled and Save spins. */
  saving: boolean;
  /** False keeps Save (and Alt+S) off, say while the form is not complete. */
  canSave?: boolean;
  /**
   * Whether the form differs from what it opened with. While it is true, Cancel, Escape, the
   * close button, leaving the page and reloading ask "Are you sure?" (spec 000 sections 4 and
   * 5); needs a data router.
   */
  isDirty?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog with Cancel and Save (spec 001 s. 4: disabled, with a spinner, while
 * saving); the fields stack with the kit's spacing.
 */
export function SaveDialog({
  title,
  onClose,
  onSave,
  saving,
  canSave = true,
  isDirty,
  children,
}: SaveDialogProps) {
  const { t } = useTranslation();
  const { requestClose, guard } = useGuardedClose({
    isDirty: isDirty ?? false,
    onClose,
    disabled: saving,
  });
  return (
    <Modal
      open
      onClose={requestClose}
      title={title}
      disableClose={saving}
      onSave={saving || !canSave ? undefined : onSave}
      actions={
        <>
          <Button onClick={requestClose} disabled={saving}>
            {t('button.cancel')}
          </Button>
          <ShortcutHint action="save">
            <Button
              variant="contained"
              disabled={saving || !canSave}
              onClick={onSave}
              startIcon={saving ? <CircularProgress size={16} /> : undefined}
            >
              {saving ? t('label.saving') : t('button.save')}
            </Button>
          </ShortcutHint>
        </>
      }
    >
      <Stack spacing={2} sx={{ paddingTop: 1 }}>
        {children}
      </Stack>
      {guard}
    </Modal>
  );
}
