import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { REASON_OPTION_TYPES, type ReasonOptionType } from '@dawa/domain';
import {
  errorMessage,
  useInventoryTranslation,
  UserFacingError,
} from '../../core/app-i18n/inventory';
import { SaveDialog } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { useToast } from '../../core/toast';
import { useDraftId } from '../../core/useDraftId';
import { useSaveReason, type ReasonDraft } from './api/useReasons';

/**
 * Adds a log reason, or edits one when the draft has an id (its text and whether it is active;
 * its type stays, as adjustments already refer to it). The server judges the text: its refusal
 * shows under the field.
 */
export function ReasonDialog({ initial, onClose }: { initial: ReasonDraft; onClose: () => void }) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const toast = useToast();
  const save = useSaveReason();
  // A new reason's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const [draft, setDraft] = useState(initial);
  const [textError, setTextError] = useState<string | undefined>();

  const submit = async () => {
    try {
      await save.mutateAsync({ draft, newId });
      toast.success(t('reasons.saved'));
      onClose();
    } catch (error) {
      const { message, detail } = errorMessage(error, common('error.could-not-save'));
      if (error instanceof UserFacingError && error.typename === 'ReasonTextInvalid')
        setTextError(message);
      else toast.error(message, detail);
    }
  };

  return (
    <SaveDialog
      title={draft.id ? t('reasons.edit') : t('reasons.new')}
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
      isDirty={
        draft.type !== initial.type ||
        draft.reason !== initial.reason ||
        draft.isActive !== initial.isActive
      }
    >
      <TextInput
        select
        name="type"
        label={t('reasons.type')}
        value={draft.type}
        disabled={draft.id !== undefined}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as ReasonOptionType })}
        fullWidth
      >
        {REASON_OPTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`reason-type.${type}`)}
          </MenuItem>
        ))}
      </TextInput>
      <TextInput
        name="reason"
        label={t('reasons.reason')}
        value={draft.reason}
        autoFocus
        error={textError !== undefined}
        helperText={textError}
        onChange={(event) => {
          setDraft({ ...draft, reason: event.target.value });
          setTextError(undefined);
        }}
        fullWidth
      />
      {draft.id ? (
        <FormControlLabel
          label={t('reasons.active')}
          control={
            <Checkbox
              name="isActive"
              checked={draft.isActive}
              onChange={(event) => setDraft({ ...draft, isActive: event.target.checked })}
            />
          }
        />
      ) : null}
    </SaveDialog>
  );
}
