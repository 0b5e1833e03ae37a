import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/graphql/userErrors';
import { useToast } from '../../core/toast';
import { ShortcutHint } from '../ShortcutHint';
import { useGuardedClose } from '../UnsavedChangesDialog';
import { Modal } from './Modal';
import type { ModalSize } from './modalSize';

export interface SaveDialogProps {
  /** Already translated. */
  title: string;
  onClose: () => void;
  /**
   * Runs on Save and on Alt+S; resolving means saved: the success toast shows and the dialog
   * closes. A throw keeps the dialog open with what was typed: a refusal the form pins to a
   * field (`onRefused`) shows there, anything else as a translated toast (the connection message
   * when the server was not reached). Inserts take their ids from `useDraftId`, so a retry
   * after a lost answer sends the same ones.
   */
  onSave: () => Promise<void>;
  /** Translated message shown once saved. */
  successMessage: string;
  /** False keeps Save (and Alt+S) off, say while the form is not complete. */
  canSave?: boolean;
  /** Why Save is off (translated), shown beside it: "Pack size: Enter a whole number". */
  whyDisabled?: string | undefined;
  /**
   * Whether the form differs from what it opened with. While it is true, Cancel, Escape, the
   * close button, leaving the page and reloading ask "Are you sure?" (spec 000 sections 4 and
   * 5); needs a data router.
   */
  isDirty?: boolean;
  /**
   * A failed save the form can pin to one of its fields (a duplicate code): return true once
   * the field shows it, and no toast is shown.
   */
  onRefused?: (error: unknown) => boolean;
  /** A form with many rows (a return's batches) is wider than the spec's 500 x 200. */
  size?: ModalSize;
  children: ReactNode;
}

/**
 * The one dialog for a form that saves (spec 001 s. 4): Cancel and Save, both disabled with a
 * spinner on Save while saving, a toast after; the fields stack with the kit's spacing.
 */
export function SaveDialog({
  title,
  onClose,
  onSave,
  successMessage,
  canSave = true,
  whyDisabled,
  isDirty = false,
  onRefused,
  size,
  children,
}: SaveDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const whyId = useId();
  const { requestClose, guard } = useGuardedClose({ isDirty, onClose, disabled: saving });
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
      toast.success(successMessage);
      onClose();
    } catch (error) {
      if (onRefused?.(error)) return;
      const { message, detail } = errorMessage(error, t('error.could-not-save'));
      toast.error(message, detail);
    } finally {
      setSaving(false);
    }
  };
  const showWhy = !saving && !canSave && whyDisabled !== undefined;
  return (
    <Modal
      open
      onClose={requestClose}
      title={title}
      disableClose={saving}
      {...(size ? { size } : {})}
      onSave={saving || !canSave ? undefined : () => void save()}
      actions={
        <>
          {showWhy ? (
            <Typography
              id={whyId}
              variant="caption"
              color="text.secondary"
              role="status"
              sx={{ flex: 1, paddingInlineStart: 1 }}
            >
              {t('form.save-disabled', { reason: whyDisabled })}
            </Typography>
          ) : null}
          <Button onClick={requestClose} disabled={saving}>
            {t('button.cancel')}
          </Button>
          <ShortcutHint action="save">
            <Button
              variant="contained"
              disabled={saving || !canSave}
              aria-describedby={showWhy ? whyId : undefined}
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
        {children}
      </Stack>
      {guard}
    </Modal>
  );
}
