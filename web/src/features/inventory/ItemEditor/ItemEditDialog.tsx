import { useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { itemProblem } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useDraftId } from '../../../core/useDraftId';
import type { ItemType } from '../../../gql/graphql';
import { NumberInput } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import {
  useInsertItem,
  useItemForEdit,
  useMasterLists,
  useUpdateItem,
} from '../api/useItemEditing';
import { DialogFrame } from '../StockLine/DialogFrame';

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

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
    {children}
  </Stack>
);

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
  const creating = !props.itemId;
  const set = <K extends keyof ItemForm>(key: K, value: ItemForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: TextField, label: string, required = false) => (
    <TextInput
      name={key}
      label={label}
      required={required}
      fullWidth
      maxLength={200}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const number = (key: 'defaultPackSize' | 'dosesPerUnit' | 'volumePerUnit', label: string) => (
    <NumberInput
      name={key}
      label={label}
      fullWidth
      min={0}
      decimalLimit={key === 'defaultPackSize' ? 4 : 6}
      value={form[key]}
      onChange={(value) => set(key, value)}
    />
  );
  const ready = itemFormReady(form) && (!creating || listIds.length > 0);
  return (
    <DialogFrame
      title={creating ? t('item-edit.new-title') : t('item-edit.edit-title')}
      onClose={props.onClose}
      successMessage={t('item-edit.saved')}
      canSave={ready}
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
        {number('defaultPackSize', t('item.default-pack-size'))}
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
        {number('dosesPerUnit', t('item.doses-per-unit'))}
      </Row>
      <Row>
        {number('volumePerUnit', t('item-edit.volume-per-unit'))}
        {text('universalCode', t('item-edit.universal-code'))}
      </Row>
      {text('universalName', t('item-edit.universal-name'))}
      {creating ? (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('item-edit.master-lists')}</FormLabel>
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
    </DialogFrame>
  );
}
