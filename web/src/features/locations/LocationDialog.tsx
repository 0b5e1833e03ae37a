import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { SaveDialog } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { useDraftId } from '../../core/useDraftId';
import { useFieldRefusal } from '../../ui/NumberInput';
import { useSaveLocation } from './api/useLocations';

// A duplicate code is the code field's error, not a toast that names no field (issue 10).
const FIELD_OF_ERROR = { UniqueValueViolation: 'code' } as const;

export interface LocationDraft {
  id?: string;
  code: string;
  name: string;
  onHold: boolean;
}

/** Creates a location, or edits one when the draft has an id. */
export function LocationDialog({
  initial,
  onClose,
}: {
  initial: LocationDraft;
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const save = useSaveLocation();
  // A new location's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const [draft, setDraft] = useState(initial);
  const refusal = useFieldRefusal(FIELD_OF_ERROR);
  const whyDisabled =
    draft.code.trim() === ''
      ? t('locations.code-required')
      : draft.name.trim() === ''
        ? t('locations.name-required')
        : undefined;

  return (
    <SaveDialog
      title={draft.id ? t('locations.edit') : t('locations.new')}
      onClose={onClose}
      onSave={() =>
        save.mutateAsync({
          isNew: draft.id === undefined,
          input: {
            id: draft.id ?? newId,
            code: draft.code.trim(),
            name: draft.name.trim(),
            onHold: draft.onHold,
          },
        })
      }
      successMessage={t('locations.saved')}
      canSave={whyDisabled === undefined}
      whyDisabled={whyDisabled}
      onRefused={refusal.onRefused}
      isDirty={
        draft.code !== initial.code ||
        draft.name !== initial.name ||
        draft.onHold !== initial.onHold
      }
    >
      <TextInput
        name="code"
        label={t('locations.code')}
        value={draft.code}
        maxLength={50}
        autoFocus
        error={refusal.errorOf('code') !== undefined}
        helperText={refusal.errorOf('code')}
        onChange={(event) => {
          refusal.clear('code');
          setDraft({ ...draft, code: event.target.value });
        }}
        fullWidth
      />
      <TextInput
        name="name"
        label={t('locations.name')}
        value={draft.name}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        fullWidth
      />
      <FormControlLabel
        label={t('locations.on-hold')}
        control={
          <Checkbox
            checked={draft.onHold}
            onChange={(event) => setDraft({ ...draft, onHold: event.target.checked })}
          />
        }
      />
    </SaveDialog>
  );
}
