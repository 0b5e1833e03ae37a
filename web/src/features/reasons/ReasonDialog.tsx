import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { REASON_OPTION_TYPES, type ReasonOptionType } from '@dawa/domain';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { SaveDialog } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { useFieldRefusal } from '../../ui/NumberInput';
import { useDraftId } from '../../core/useDraftId';
import { useSaveReason, type ReasonDraft } from './api/useReasons';

// The server judges the text: its refusal shows under the field, not in a toast.
const FIELD_OF_ERROR = { ReasonTextInvalid: 'reason' } as const;

/**
 * Adds a log reason, or edits one when the draft has an id (its text and whether it is active;
 * its type stays, as adjustments already refer to it). The server judges the text: its refusal
 * shows under the field.
 */
export function ReasonDialog({ initial, onClose }: { initial: ReasonDraft; onClose: () => void }) {
  const { t } = useInventoryTranslation();
  const save = useSaveReason();
  // A new reason's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const [draft, setDraft] = useState(initial);
  const refusal = useFieldRefusal(FIELD_OF_ERROR);

  return (
    <SaveDialog
      title={draft.id ? t('reasons.edit') : t('reasons.new')}
      onClose={onClose}
      onSave={() => save.mutateAsync({ draft, newId })}
      successMessage={t('reasons.saved')}
      onRefused={refusal.onRefused}
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
        error={refusal.errorOf('reason') !== undefined}
        helperText={refusal.errorOf('reason')}
        onChange={(event) => {
          setDraft({ ...draft, reason: event.target.value });
          refusal.clear('reason');
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
