import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import { errorMessage, useInventoryTranslation } from '../../core/app-i18n/inventory';
import { SaveDialog } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { useToast } from '../../core/toast';
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
  const common = useTranslation().t;
  const toast = useToast();
  const save = useSaveLocation();
  // A new location's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const refusal = useFieldRefusal(FIELD_OF_ERROR);
  const codeMissing = draft.code.trim() === '';
  const nameMissing = draft.name.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (codeMissing || nameMissing) return;
    try {
      await save.mutateAsync({
        isNew: draft.id === undefined,
        input: {
          id: draft.id ?? newId,
          code: draft.code.trim(),
          name: draft.name.trim(),
          onHold: draft.onHold,
        },
      });
      toast.success(t('locations.saved'));
      onClose();
    } catch (error) {
      if (refusal.onRefused(error)) return;
      const { message, detail } = errorMessage(error, common('error.could-not-save'));
      toast.error(message, detail);
    }
  };

  return (
    <SaveDialog
      title={draft.id ? t('locations.edit') : t('locations.new')}
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
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
        error={(touched && codeMissing) || refusal.errorOf('code') !== undefined}
        helperText={
          refusal.errorOf('code') ??
          (touched && codeMissing ? t('locations.code-required') : undefined)
        }
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
        error={touched && nameMissing}
        helperText={touched && nameMissing ? t('locations.name-required') : undefined}
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
