import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/app-i18n/inventory';
import { Modal } from '../../../ui/Modal';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { useToast } from '../../../core/toast';
import { useGuardedClose } from '../../../ui/UnsavedChangesDialog';

export interface DialogFrameProps {
  title: string;
  onClose: () => void;
  /** Runs the save; a thrown error shows as a toast and keeps the dialog open. */
  onSave: () => Promise<void>;
  /** Translated success message. */
  successMessage: string;
  canSave: boolean;
  /** Why Save is off (translated), shown beside it: "Pack size: Enter a whole number". */
  whyDisabled?: string | undefined;
  /**
   * Whether the form holds input not saved yet: closing it, leaving the page or reloading then
   * asks "Are you sure?" (spec 000 section 5).
   */
  isDirty?: boolean;
  /**
   * A failed save the form can pin to one of its fields (a duplicate code): return true once
   * the field shows it, and no toast is shown.
   */
  onRefused?: (error: unknown) => boolean;
  children: ReactNode;
}

/** A save dialog: buttons disabled and a spinner while saving, a toast after (spec 001 s. 4). */
export function DialogFrame(props: DialogFrameProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const whyId = useId();
  const { requestClose, guard } = useGuardedClose({
    isDirty: props.isDirty ?? false,
    onClose: props.onClose,
    disabled: saving,
  });
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave();
      toast.success(props.successMessage);
      props.onClose();
    } catch (error) {
      if (props.onRefused?.(error)) return;
      const { message, detail } = errorMessage(error, t('error.could-not-save'));
      toast.error(message, detail);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={requestClose}
      title={props.title}
      disableClose={saving}
      onSave={saving || !props.canSave ? undefined : () => void save()}
      actions={
        <>
          {!saving && !props.canSave && props.whyDisabled ? (
            <Typography
              id={whyId}
              variant="caption"
              color="text.secondary"
              role="status"
              sx={{ flex: 1, paddingInlineStart: 1 }}
            >
              {t('form.save-disabled', { reason: props.whyDisabled })}
            </Typography>
          ) : null}
          <Button onClick={requestClose} disabled={saving}>
            {t('button.cancel')}
          </Button>
          <ShortcutHint action="save">
            <Button
              variant="contained"
              disabled={saving || !props.canSave}
              aria-describedby={props.canSave ? undefined : whyId}
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
      {guard}
    </Modal>
  );
}
