import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { NumberInput } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import { useAdjustStock } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import {
  reasonsFor,
  validateAdjustment,
  type AdjustmentDirection,
  type AdjustmentDraft,
  type ReasonChoice,
} from './adjustment';
import { DialogFrame } from './DialogFrame';

export interface AdjustStockDialogProps {
  line: StockLineRow;
  reasons: readonly ReasonChoice[];
  onClose: () => void;
}

/** Adds or removes packs of one stock line, with a reason of the matching direction. */
export function AdjustStockDialog({ line, reasons, onClose }: AdjustStockDialogProps) {
  const { t } = useInventoryTranslation();
  const format = useFormat();
  const adjust = useAdjustStock();
  const [id] = useDraftId();
  const [draft, setDraft] = useState<AdjustmentDraft>({
    direction: 'REDUCTION',
    packs: undefined,
    reasonId: '',
  });
  const [touched, setTouched] = useState(false);
  const choices = reasonsFor(reasons, draft.direction, line.isVaccine);
  const problems = validateAdjustment(draft, line.availableNumberOfPacks, reasons, line.isVaccine);
  const valid = !problems.packs && !problems.reason;
  const signed = (draft.packs ?? 0) * (draft.direction === 'ADDITION' ? 1 : -1);

  const setDirection = (direction: AdjustmentDirection | null) => {
    if (direction) setDraft((current) => ({ ...current, direction, reasonId: '' }));
  };

  return (
    <DialogFrame
      title={t('adjust.title')}
      onClose={onClose}
      successMessage={t('adjust.done')}
      canSave={valid}
      onSave={async () => {
        if (draft.packs === undefined) return;
        await adjust.mutateAsync({
          id,
          stockLineId: line.id,
          adjustment: draft.packs,
          adjustmentType: draft.direction,
          ...(draft.reasonId ? { reasonId: draft.reasonId } : {}),
        });
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={draft.direction}
        onChange={(_event, value: AdjustmentDirection | null) => setDirection(value)}
        aria-label={t('adjust.direction')}
      >
        <ToggleButton value="ADDITION">{t('adjust.increase')}</ToggleButton>
        <ToggleButton value="REDUCTION">{t('adjust.reduce')}</ToggleButton>
      </ToggleButtonGroup>
      <NumberInput
        label={t('adjust.packs')}
        name="packs"
        value={draft.packs}
        decimalLimit={2}
        onChange={(packs) => setDraft((current) => ({ ...current, packs }))}
        onBlur={() => setTouched(true)}
        error={touched && Boolean(problems.packs)}
        helperText={
          touched && problems.packs ? t(problems.packs.key, problems.packs.values) : undefined
        }
        fullWidth
        autoFocus
      />
      {choices.length > 0 ? (
        <TextInput
          select
          name="reason"
          label={t('adjust.reason')}
          value={draft.reasonId}
          onChange={(event) =>
            setDraft((current) => ({ ...current, reasonId: event.target.value }))
          }
          error={touched && Boolean(problems.reason)}
          helperText={touched && problems.reason ? t(problems.reason) : undefined}
          fullWidth
        >
          {choices.map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.reason}
            </MenuItem>
          ))}
        </TextInput>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="adjust-new-total">
        {t('adjust.new-total', {
          packs: format.number(line.totalNumberOfPacks + signed),
        })}
      </Typography>
    </DialogFrame>
  );
}
