import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useLineOptions, useMasterListChoices } from '../../../core/documents/useDocumentChoices';
import { NAIVE_DATE_FORMAT, formatDate } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { DatePicker } from '../../../ui/DatePicker';
import { SaveDialog } from '../../../ui/Modal';
import { TextInput } from '../../../ui/TextInput';
import type { InsertStocktakeInput } from '../../../gql/graphql';
import { useHasStocktakes, useInsertStocktake } from '../api/useStocktakes';

type Mode = 'BLANK' | 'ALL_ITEMS' | 'FILTERED' | 'INITIAL';

export interface StocktakeChoice {
  mode: Mode;
  masterListId: string;
  allMasterListItems: boolean;
  locationId: string;
  vvmStatusId: string;
  expiresBefore: Date | null;
}

/** What the server is asked for (DOCUMENTS.md 9.1): blank, initial, all items, or the batches
 * of any combination of master list (or all its items), location, VVM status and expiry. */
export function stocktakeInsertInput(
  id: string,
  description: string,
  c: StocktakeChoice,
): InsertStocktakeInput {
  const base = { id, ...(description.trim() ? { description: description.trim() } : {}) };
  if (c.mode === 'BLANK') return { ...base, createBlankStocktake: true };
  if (c.mode === 'INITIAL') return { ...base, isInitialStocktake: true };
  if (c.mode === 'ALL_ITEMS') return { ...base, isAllItemsStocktake: true };
  return {
    ...base,
    ...(c.masterListId
      ? {
          masterListId: c.masterListId,
          ...(c.allMasterListItems ? { includeAllMasterListItems: true } : {}),
        }
      : {}),
    ...(c.locationId ? { locationId: c.locationId } : {}),
    ...(c.vvmStatusId ? { vvmStatusId: c.vvmStatusId } : {}),
    ...(c.expiresBefore ? { expiresBefore: formatDate(c.expiresBefore, NAIVE_DATE_FORMAT) } : {}),
  };
}

/** A new stocktake: its description and which lines it starts with. Its id is made once per
 * draft, so a retried save makes one stocktake. */
export function NewStocktakeDialog(props: {
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const insert = useInsertStocktake();
  const hasStocktakes = useHasStocktakes().data ?? true;
  const masterLists = useMasterListChoices(null).data ?? [];
  const options = useLineOptions().data;
  const [description, setDescription] = useState('');
  const [choice, setChoice] = useState<StocktakeChoice>({
    mode: 'FILTERED',
    masterListId: '',
    allMasterListItems: false,
    locationId: '',
    vvmStatusId: '',
    expiresBefore: null,
  });
  const set = (patch: Partial<StocktakeChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const filtered = choice.mode === 'FILTERED';
  const hasFilter = Boolean(
    choice.masterListId || choice.locationId || choice.vvmStatusId || choice.expiresBefore,
  );
  const modes: Mode[] = hasStocktakes
    ? ['FILTERED', 'ALL_ITEMS', 'BLANK']
    : ['FILTERED', 'ALL_ITEMS', 'BLANK', 'INITIAL'];
  return (
    <SaveDialog
      title={t('stocktake.new-title')}
      onClose={props.onClose}
      successMessage={t('stocktake.created')}
      canSave={!filtered || hasFilter}
      whyDisabled={t('stocktake.choose-filter')}
      isDirty={description !== '' || hasFilter}
      onSave={async () => {
        await insert.mutateAsync(stocktakeInsertInput(id, description, choice));
        props.onCreated(id);
      }}
    >
      <TextInput
        name="description"
        label={t('stocktake.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={MAX_TEXT_LENGTH}
        fullWidth
      />
      <TextInput
        select
        name="mode"
        label={t('stocktake.lines-from')}
        value={choice.mode}
        onChange={(event) => set({ mode: event.target.value as Mode })}
        fullWidth
      >
        {modes.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`stocktake.mode.${mode}`)}
          </MenuItem>
        ))}
      </TextInput>
      {filtered ? (
        <>
          <TextInput
            select
            name="masterList"
            label={t('stocktake.master-list')}
            value={choice.masterListId}
            onChange={(event) => set({ masterListId: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('stocktake.any')}</MenuItem>
            {masterLists.map((list) => (
              <MenuItem key={list.id} value={list.id}>
                {list.name}
              </MenuItem>
            ))}
          </TextInput>
          {choice.masterListId ? (
            <FormControlLabel
              label={t('stocktake.all-master-list-items')}
              control={
                <Checkbox
                  name="allMasterListItems"
                  checked={choice.allMasterListItems}
                  onChange={(event) => set({ allMasterListItems: event.target.checked })}
                />
              }
            />
          ) : null}
          <TextInput
            select
            name="location"
            label={t('stocktake.location')}
            value={choice.locationId}
            onChange={(event) => set({ locationId: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('stocktake.any')}</MenuItem>
            {(options?.locations?.nodes ?? []).map((location) => (
              <MenuItem key={location.id} value={location.id}>
                {`${location.code} · ${location.name}`}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            select
            name="vvmStatus"
            label={t('stocktake.vvm-status')}
            value={choice.vvmStatusId}
            onChange={(event) => set({ vvmStatusId: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('stocktake.any')}</MenuItem>
            {(options?.vvmStatuses ?? []).map((status) => (
              <MenuItem key={status.id} value={status.id}>
                {`${status.code} · ${status.description}`}
              </MenuItem>
            ))}
          </TextInput>
          <DatePicker
            name="expiresBefore"
            label={t('stocktake.expires-before')}
            value={choice.expiresBefore}
            onChange={(date) =>
              set({ expiresBefore: date && !Number.isNaN(date.getTime()) ? date : null })
            }
            width="100%"
          />
        </>
      ) : null}
    </SaveDialog>
  );
}
