import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { formatDate } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { NamePicker } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import {
  useInsertRnrForm,
  useRnrFormPeriods,
  useRnrPrograms,
  useRnrSuppliers,
} from '../api/useRnrForms';

/** A new R&R form (DOCUMENTS.md 8): a supplier store (finalising makes it an internal order), a
 * program of the store and one of its closed periods without a form yet. The server checks
 * the rest (the previous form finalised, no later form) and its refusal shows translated. Its
 * id is made once per draft, so a retried save makes one form. */
export function NewRnrFormDialog(props: { onCreated: (id: string) => void; onClose: () => void }) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const suppliers = useRnrSuppliers().data;
  const programs = useRnrPrograms().data ?? [];
  const insert = useInsertRnrForm();
  const [supplierId, setSupplierId] = useState('');
  const [programId, setProgramId] = useState('');
  const [periodId, setPeriodId] = useState('');
  const periods = useRnrFormPeriods(programId);
  const choices = periods.data ?? [];
  const period = choices.find((p) => p.id === periodId && !p.rnrFormId);

  const missing =
    supplierId === ''
      ? t('internal-order.supplier-required')
      : programId === ''
        ? t('internal-order.program-required')
        : !period
          ? t('internal-order.period-required')
          : null;

  return (
    <SaveDialog
      title={t('rnr-form.new-title')}
      onClose={props.onClose}
      onSave={async () => {
        await insert.mutateAsync({ id, supplierId, programId, periodId });
        props.onCreated(id);
      }}
      successMessage={t('rnr-form.created')}
      canSave={missing === null}
      whyDisabled={missing ?? undefined}
      isDirty={supplierId !== '' || programId !== ''}
    >
      <NamePicker
        name="supplier"
        label={t('internal-order.supplier')}
        value={supplierId}
        onChange={setSupplierId}
        names={suppliers}
      />
      <TextInput
        select
        name="program"
        label={t('internal-order.program')}
        value={programs.some((p) => p.id === programId) ? programId : ''}
        onChange={(event) => {
          setProgramId(event.target.value);
          setPeriodId('');
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{t('internal-order.choose')}</MenuItem>
        {programs.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            <bdi>{p.name}</bdi>
          </MenuItem>
        ))}
      </TextInput>
      <TextInput
        select
        name="period"
        label={t('internal-order.period')}
        value={period ? periodId : ''}
        disabled={programId === ''}
        onChange={(event) => setPeriodId(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{t('internal-order.choose')}</MenuItem>
        {programId !== '' && periods.isSuccess && choices.length === 0 ? (
          <MenuItem value="" disabled>
            {t('rnr-form.no-periods')}
          </MenuItem>
        ) : null}
        {choices.map((p) => (
          <MenuItem key={p.id} value={p.id} disabled={Boolean(p.rnrFormId)}>
            {`${p.name} (${formatDate(p.startDate)} – ${formatDate(p.endDate)})`}
            {p.rnrFormId ? ` · ${t('rnr-form.period-has-form')}` : ''}
          </MenuItem>
        ))}
      </TextInput>
    </SaveDialog>
  );
}
