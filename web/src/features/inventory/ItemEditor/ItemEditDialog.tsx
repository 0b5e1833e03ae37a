import { useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { itemProblem } from '@dawa/domain';
import { useInventoryTranslation, type InventoryT } from '../../../core/app-i18n/inventory';
import { useDraftId } from '../../../core/useDraftId';
import type { ItemType } from '../../../gql/graphql';
import { NumberInput, useFieldProblems, useFieldRefusal } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import {
  useInsertItem,
  useItemForEdit,
  useMasterLists,
  useUpdateItem,
} from '../api/useItemEditing';
import { SaveDialog } from '../../../ui/Modal';

type TextField =
  | 'code'
  | 'name'
  | 'unitName'
  | 'strength'
  | 'form'
  | 'manufacturer'
  | 'universalCode'
  | 'universalName';

const ITEM_TYPES: readonly ItemType[] = ['STOCK', 'NON_STOCK', 'SERVICE'];

export interface ItemForm {
  code: string;
  name: string;
  unitName: string;
  type: ItemType;
  defaultPackSize: number | undefined;
  dosesPerUnit: number | undefined;
  isVaccine: boolean;
  strength: string;
  form: string;
  manufacturer: string;
  volumePerUnit: number | undefined;
  universalCode: string;
  universalName: string;
}

const EMPTY: ItemForm = {
  code: '',
  name: '',
  unitName: '',
  type: 'STOCK',
  defaultPackSize: 1,
  dosesPerUnit: 0,
  isVaccine: false,
  strength: '',
  form: '',
  manufacturer: '',
  volumePerUnit: 0,
  universalCode: '',
  universalName: '',
};

/** What the form can send: the domain's item rule, which the server applies too. */
export function itemFormReady(form: ItemForm): boolean {
  return (
    itemProblem({
      ...form,
      defaultPackSize: form.defaultPackSize ?? 0,
      dosesPerUnit: form.dosesPerUnit ?? 0,
      volumePerUnit: form.volumePerUnit ?? 0,
    }) === undefined
  );
}

// A duplicate code is the code field's error, not a toast that names no field (issue 10).
const FIELD_OF_ERROR = { UniqueValueViolation: 'code' } as const;

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
    {children}
  </Stack>
);

/** Why an item form cannot be saved yet ("Label: what is missing"), or undefined when it can. */
function missingOf(
  form: ItemForm,
  noMasterList: boolean,
  label: Record<
    'code' | 'name' | 'defaultPackSize' | 'dosesPerUnit' | 'volumePerUnit' | 'masterLists',
    string
  >,
  t: InventoryT,
): string | undefined {
  const problem = itemProblem({
    ...form,
    defaultPackSize: form.defaultPackSize ?? 0,
    dosesPerUnit: form.dosesPerUnit ?? 0,
    volumePerUnit: form.volumePerUnit ?? 0,
  });
  switch (problem?.kind) {
    case 'CodeRequired':
      return `${label.code}: ${t('locations.code-required')}`;
    case 'NameRequired':
      return `${label.name}: ${t('locations.name-required')}`;
    case 'PackSizeNotPositive':
      return `${label.defaultPackSize}: ${t('new-stock.pack-size-required')}`;
    case 'ValueNotPositive':
    case 'ValueNegative': {
      const field = problem.field === 'volumePerUnit' ? label.volumePerUnit : label.dosesPerUnit;
      return `${field}: ${t(`error.${problem.kind}`)}`;
    }
    default:
      return noMasterList ? t('error.MasterListRequired') : undefined;
  }
}

/** Creates an item (on master lists of the store) or edits one; opens the new item after. */
export function ItemEditDialog(props: { itemId?: string; onClose: () => void }) {
  const existing = useItemForEdit(props.itemId);
  if (props.itemId && !existing.data) return null;
  const item = existing.data;
  const start: ItemForm = item
    ? {
        code: item.code,
        name: item.name,
        unitName: item.unitName,
        type: ITEM_TYPES.find((type) => type === item.type) ?? 'STOCK',
        defaultPackSize: item.defaultPackSize,
        dosesPerUnit: item.dosesPerUnit,
        isVaccine: item.isVaccine,
        strength: item.strength,
        form: item.form,
        manufacturer: item.manufacturer,
        volumePerUnit: item.volumePerUnit,
        universalCode: item.universalCode,
        universalName: item.universalName,
      }
    : EMPTY;
  return <ItemEditForm itemId={props.itemId} start={start} onClose={props.onClose} />;
}

function ItemEditForm(props: { itemId?: string; start: ItemForm; onClose: () => void }) {
  const { t } = useInventoryTranslation();
  const navigate = useNavigate();
  const insert = useInsertItem();
  const update = useUpdateItem();
  const masterLists = useMasterLists();
  // The new item's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const [form, setForm] = useState<ItemForm>(props.start);
  const [listIds, setListIds] = useState<string[]>([]);
  const fields = useFieldProblems();
  const refusal = useFieldRefusal(FIELD_OF_ERROR);
  const creating = !props.itemId;
  const set = <K extends keyof ItemForm>(key: K, value: ItemForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const label = {
    code: t('item-edit.code'),
    name: t('item-edit.name'),
    defaultPackSize: t('item.default-pack-size'),
    dosesPerUnit: t('item.doses-per-unit'),
    volumePerUnit: t('item-edit.volume-per-unit'),
    masterLists: t('item-edit.master-lists'),
  };
  const text = (key: TextField, fieldLabel: string, required = false) => {
    const refused = key === 'code' ? refusal.errorOf('code') : undefined;
    return (
      <TextInput
        name={key}
        label={fieldLabel}
        required={required}
        fullWidth
        maxLength={200}
        value={form[key]}
        error={refused !== undefined}
        helperText={refused}
        onChange={(event) => {
          if (key === 'code') refusal.clear('code');
          set(key, event.target.value);
        }}
      />
    );
  };
  const number = (key: 'defaultPackSize' | 'dosesPerUnit' | 'volumePerUnit') => (
    <NumberInput
      name={key}
      label={label[key]}
      fullWidth
      {...(key === 'defaultPackSize'
        ? { kind: 'packSize' as const, min: 0, minExclusive: true }
        : { kind: 'other' as const })}
      value={form[key]}
      onChange={(value) => set(key, value)}
      onValidityChange={fields.watch(label[key])}
    />
  );
  const why = fields.first ?? missingOf(form, creating && listIds.length === 0, label, t);
  const isDirty =
    (Object.keys(form) as (keyof ItemForm)[]).some((key) => form[key] !== props.start[key]) ||
    listIds.length > 0 ||
    !fields.valid;
  return (
    <SaveDialog
      title={creating ? t('item-edit.new-title') : t('item-edit.edit-title')}
      onClose={props.onClose}
      successMessage={t('item-edit.saved')}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={isDirty}
      onRefused={refusal.onRefused}
      onSave={async () => {
        const fields = {
          ...form,
          defaultPackSize: form.defaultPackSize ?? 0,
          dosesPerUnit: form.dosesPerUnit ?? 0,
          volumePerUnit: form.volumePerUnit ?? 0,
        };
        if (creating) {
          await insert.mutateAsync({ id: newId, ...fields, masterListIds: listIds });
          void navigate(`/inventory/items/${newId}`);
        } else {
          await update.mutateAsync({ id: props.itemId ?? '', ...fields });
        }
      }}
    >
      <Row>
        {text('code', t('item-edit.code'), true)}
        {text('name', t('item-edit.name'), true)}
      </Row>
      <Row>
        {text('unitName', t('item-edit.unit'))}
        <TextInput
          select
          name="type"
          label={t('item-edit.type')}
          fullWidth
          value={form.type}
          onChange={(event) => set('type', event.target.value as ItemType)}
        >
          {ITEM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`item-type.${type}`)}
            </MenuItem>
          ))}
        </TextInput>
      </Row>
      <Row>
        {number('defaultPackSize')}
        {text('strength', t('item.strength'))}
      </Row>
      <Row>
        {text('form', t('item-edit.form'))}
        {text('manufacturer', t('item.manufacturer'))}
      </Row>
      <Row>
        <FormControlLabel
          sx={{ minWidth: 200 }}
          label={t('column.vaccine')}
          control={
            <Checkbox
              name="isVaccine"
              checked={form.isVaccine}
              onChange={(event) => set('isVaccine', event.target.checked)}
            />
          }
        />
        {number('dosesPerUnit')}
      </Row>
      <Row>
        {number('volumePerUnit')}
        {text('universalCode', t('item-edit.universal-code'))}
      </Row>
      {text('universalName', t('item-edit.universal-name'))}
      {creating ? (
        <FormControl component="fieldset">
          <FormLabel component="legend" error={listIds.length === 0}>
            {label.masterLists}
          </FormLabel>
          {(masterLists.data ?? []).map((list) => (
            <FormControlLabel
              key={list.id}
              label={list.name}
              control={
                <Checkbox
                  name={`masterList-${list.code}`}
                  checked={listIds.includes(list.id)}
                  onChange={(event) =>
                    setListIds((ids) =>
                      event.target.checked ? [...ids, list.id] : ids.filter((id) => id !== list.id),
                    )
                  }
                />
              }
            />
          ))}
        </FormControl>
      ) : null}
    </SaveDialog>
  );
}
