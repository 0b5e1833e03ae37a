import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { itemVariantProblem, packVariantProblem } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useDraftId } from '../../../core/useDraftId';
import { NumberInput, useFieldProblems, useFieldRefusal } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import {
  useItemVariants,
  useUpsertBundledItem,
  useUpsertItemVariant,
  useUpsertPackVariant,
} from '../api/useItemEditing';
import { SaveDialog } from '../../../ui/Modal';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import { useItemChoices } from '../api/useInventoryQueries';

// The server's refusal of a field shows under that field (issue 10).
const VARIANT_FIELD_OF_ERROR = { DuplicateItemVariantName: 'name' } as const;
const PACK_FIELD_OF_ERROR = { DuplicatePackSize: 'packSize' } as const;

/** True when any key of the draft differs from what the dialog opened with. */
function changed<T extends object>(draft: T, initial: T): boolean {
  return (Object.keys(draft) as (keyof T)[]).some((key) => draft[key] !== initial[key]);
}

export interface VariantDraft {
  id?: string;
  name: string;
  manufacturer: string;
  dosesPerUnit: number | undefined;
}

/** Creates or edits an item variant (its name unique for the item: the server says so). */
export function ItemVariantDialog(props: {
  itemId: string;
  initial: VariantDraft;
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const upsert = useUpsertItemVariant();
  const [draft, setDraft] = useState(props.initial);
  // A new variant's id, the same for every retry of this draft.
  const [newId] = useDraftId();
  const fields = useFieldProblems();
  const refusal = useFieldRefusal(VARIANT_FIELD_OF_ERROR);
  const nameLabel = t('variants.name');
  const why =
    fields.first ??
    (itemVariantProblem(draft) === undefined
      ? undefined
      : `${nameLabel}: ${t('locations.name-required')}`);
  return (
    <SaveDialog
      title={props.initial.id ? t('variants.edit-variant') : t('variants.new-variant')}
      onClose={props.onClose}
      successMessage={t('variants.saved')}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={changed(draft, props.initial) || !fields.valid}
      onRefused={refusal.onRefused}
      onSave={async () => {
        await upsert.mutateAsync({
          id: draft.id ?? newId,
          itemId: props.itemId,
          name: draft.name,
          manufacturer: draft.manufacturer || null,
          dosesPerUnit: draft.dosesPerUnit ?? null,
        });
      }}
    >
      <TextInput
        name="name"
        label={nameLabel}
        required
        autoFocus
        maxLength={100}
        value={draft.name}
        error={refusal.errorOf('name') !== undefined}
        helperText={refusal.errorOf('name')}
        onChange={(event) => {
          refusal.clear('name');
          setDraft({ ...draft, name: event.target.value });
        }}
      />
      <TextInput
        name="manufacturer"
        label={t('item.manufacturer')}
        maxLength={100}
        value={draft.manufacturer}
        onChange={(event) => setDraft({ ...draft, manufacturer: event.target.value })}
      />
      <NumberInput
        name="dosesPerUnit"
        label={t('item.doses-per-unit')}
        kind="other"
        decimalLimit={2}
        value={draft.dosesPerUnit}
        onChange={(dosesPerUnit) => setDraft({ ...draft, dosesPerUnit })}
        onValidityChange={fields.watch(t('item.doses-per-unit'))}
      />
    </SaveDialog>
  );
}

export interface PackDraft {
  id?: string;
  packSize: number | undefined;
  name: string;
  abbreviation: string;
}

/** Creates or edits a pack variant: a pack size above zero with a name and an abbreviation. */
export function PackVariantDialog(props: {
  itemId: string;
  initial: PackDraft;
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const upsert = useUpsertPackVariant();
  const [draft, setDraft] = useState(props.initial);
  const [newId] = useDraftId();
  const fields = useFieldProblems();
  const refusal = useFieldRefusal(PACK_FIELD_OF_ERROR);
  const label = {
    packSize: t('variants.pack-size'),
    name: t('variants.pack-name'),
    abbreviation: t('variants.abbreviation'),
  };
  const problem = packVariantProblem(draft);
  const why =
    fields.first ??
    (problem === 'PackSizeNotPositive'
      ? `${label.packSize}: ${t('new-stock.pack-size-required')}`
      : problem === 'NameRequired'
        ? `${label.name}: ${t('locations.name-required')}`
        : problem === 'AbbreviationRequired'
          ? `${label.abbreviation}: ${t('variants.abbreviation-required')}`
          : undefined);
  return (
    <SaveDialog
      title={props.initial.id ? t('variants.edit-pack') : t('variants.new-pack')}
      onClose={props.onClose}
      successMessage={t('variants.saved')}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={changed(draft, props.initial) || !fields.valid}
      onRefused={refusal.onRefused}
      onSave={async () => {
        await upsert.mutateAsync({
          id: draft.id ?? newId,
          itemId: props.itemId,
          packSize: draft.packSize ?? 0,
          name: draft.name,
          abbreviation: draft.abbreviation,
        });
      }}
    >
      <NumberInput
        name="packSize"
        label={label.packSize}
        kind="packSize"
        min={0}
        minExclusive
        autoFocus
        value={draft.packSize}
        onChange={(packSize) => {
          refusal.clear('packSize');
          setDraft({ ...draft, packSize });
        }}
        onValidityChange={fields.watch(label.packSize)}
        error={refusal.errorOf('packSize') !== undefined}
        helperText={refusal.errorOf('packSize') ?? t('variants.pack-size-help')}
      />
      <TextInput
        name="name"
        label={label.name}
        required
        maxLength={100}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <TextInput
        name="abbreviation"
        label={label.abbreviation}
        required
        maxLength={100}
        value={draft.abbreviation}
        onChange={(event) => setDraft({ ...draft, abbreviation: event.target.value })}
      />
    </SaveDialog>
  );
}

/** Bundles a variant of another item (or this one) with one of this item's variants. */
export function BundleDialog(props: {
  principals: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const upsert = useUpsertBundledItem();
  const [id] = useDraftId();
  const [principalId, setPrincipalId] = useState(props.principals[0]?.id ?? '');
  const [item, setItem] = useState<ItemChoice | null>(null);
  const [bundledId, setBundledId] = useState('');
  const [ratio, setRatio] = useState<number | undefined>(1);
  const candidates = useItemVariants(item?.id ?? '');
  const choices = (candidates.data?.variants ?? []).filter((v) => v.id !== principalId);
  const fields = useFieldProblems();
  const ratioLabel = t('variants.ratio');
  const why =
    fields.first ??
    (bundledId === ''
      ? `${t('variants.bundled')}: ${t('new-stock.item-required')}`
      : (ratio ?? 0) > 0
        ? undefined
        : `${ratioLabel}: ${t('error.ValueNotPositive')}`);
  return (
    <SaveDialog
      title={t('variants.new-bundle')}
      onClose={props.onClose}
      successMessage={t('variants.saved')}
      canSave={principalId !== '' && why === undefined}
      whyDisabled={why}
      isDirty={item !== null || ratio !== 1 || !fields.valid}
      onSave={async () => {
        await upsert.mutateAsync({
          id,
          principalItemVariantId: principalId,
          bundledItemVariantId: bundledId,
          ratio: ratio ?? 0,
        });
      }}
    >
      <TextInput
        select
        name="principal"
        label={t('variants.principal')}
        value={principalId}
        onChange={(event) => setPrincipalId(event.target.value)}
      >
        {props.principals.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextInput>
      <ItemPicker
        label={t('new-stock.item')}
        useSearch={useItemChoices}
        value={item}
        onChange={(choice) => {
          setItem(choice);
          setBundledId('');
        }}
      />
      <TextInput
        select
        name="bundled"
        label={t('variants.bundled')}
        value={bundledId}
        disabled={!item}
        onChange={(event) => setBundledId(event.target.value)}
        helperText={
          item && !candidates.isPending && choices.length === 0
            ? t('variants.none-to-bundle')
            : undefined
        }
      >
        {choices.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextInput>
      <NumberInput
        name="ratio"
        label={ratioLabel}
        kind="other"
        min={0}
        minExclusive
        decimalLimit={4}
        value={ratio}
        onChange={setRatio}
        onValidityChange={fields.watch(ratioLabel)}
        helperText={t('variants.ratio-help')}
      />
    </SaveDialog>
  );
}
