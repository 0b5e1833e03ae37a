import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { roundToDecimals } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { PackQuantityInput } from '../../../ui/MultiUnitInput';
import { useFieldProblems } from '../../../ui/NumberInput';
import { useAdjustStock } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import {
  reasonsFor,
  validateAdjustment,
  type AdjustmentDirection,
  type AdjustmentDraft,
  type ReasonChoice,
} from './adjustment';
import { SaveDialog } from '../../../ui/Modal';
import { ReasonSelect } from './ReasonSelect';

export interface AdjustStockDialogProps {
  line: StockLineRow;
  reasons: readonly ReasonChoice[];
  onClose: () => void;
}

/**
 * A narrow dialog reads top to bottom: the line, the form, the result under what was typed. A
 * wide one (full screen on a laptop) puts the line and the result beside the form rather than
 * stretching the form over the whole width. By the dialog's width, not the window's: a tall
 * window shows this dialog 500 px wide.
 */
const WIDE_LAYOUT_MIN_WIDTH = 720;
const LAYOUT_SX = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  maxWidth: 1000,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "form" "after"',
  [`@container (min-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateAreas: '"summary form" "after form"',
  },
} as const;

/** Packs an adjustment may carry (the server keeps six decimals; two are enough to type). */
const ADJUSTMENT_PACK_DECIMALS = 2;

/**
 * Adds or removes stock of one line, in packs or in units, with a reason of the matching
 * direction; shows the item, the batch, the quantity now and the quantity after (issue 10).
 */
export function AdjustStockDialog({ line, reasons, onClose }: AdjustStockDialogProps) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const adjust = useAdjustStock();
  const [id] = useDraftId();
  const fields = useFieldProblems();
  const [draft, setDraft] = useState<AdjustmentDraft>({
    direction: 'REDUCTION',
    packs: undefined,
    reasonId: '',
  });
  const [touched, setTouched] = useState(false);
  const choices = reasonsFor(reasons, draft.direction, line.item.isVaccine);
  const problems = validateAdjustment(
    draft,
    line.availableNumberOfPacks,
    reasons,
    line.item.isVaccine,
  );
  const quantityLabel = t('adjust.quantity');
  const quantityProblem =
    fields.of(quantityLabel) ??
    (problems.packs ? t(problems.packs.key, problems.packs.values) : undefined);
  const reasonProblem = problems.reason ? t(problems.reason) : undefined;
  const why = quantityProblem
    ? `${quantityLabel}: ${quantityProblem}`
    : reasonProblem
      ? `${t('adjust.reason')}: ${reasonProblem}`
      : undefined;
  const signed = (draft.packs ?? 0) * (draft.direction === 'ADDITION' ? 1 : -1);
  const quantity = (packs: number) =>
    common('quantity.conversion', {
      count: packs,
      packs: format.number(packs),
      units: format.number(roundToDecimals(packs * line.packSize, 9)),
      unit: line.item.unitName || common('quantity.units'),
    });

  const setDirection = (direction: AdjustmentDirection | null) => {
    if (direction) setDraft((current) => ({ ...current, direction, reasonId: '' }));
  };

  return (
    <SaveDialog
      title={t('adjust.title')}
      onClose={onClose}
      successMessage={t('adjust.done')}
      canSave={why === undefined && fields.valid}
      whyDisabled={why ?? fields.first}
      isDirty={draft.packs !== undefined || !fields.valid || draft.reasonId !== ''}
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
      <Box sx={{ containerType: 'inline-size' }}>
        <Box sx={LAYOUT_SX}>
          <Box
            component="dl"
            data-testid="adjust-summary"
            sx={{
              gridArea: 'summary',
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              margin: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { margin: 0 },
            }}
          >
            <dt>{t('adjust.item')}</dt>
            <dd>
              {/* One isolate, so a wrapped line keeps the name and its code in their order. */}
              <bdi>{`${line.item.name} (${line.item.code})`}</bdi>
            </dd>
            <dt>{t('adjust.batch')}</dt>
            <dd>{line.batch ? <bdi>{line.batch}</bdi> : t('adjust.no-batch')}</dd>
            <dt>{t('adjust.current')}</dt>
            <dd data-testid="adjust-current">{quantity(line.totalNumberOfPacks)}</dd>
            <dt>{t('adjust.available')}</dt>
            <dd data-testid="adjust-available">{quantity(line.availableNumberOfPacks)}</dd>
          </Box>
          <Stack spacing={2} sx={{ gridArea: 'form' }}>
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
            <PackQuantityInput
              label={t('adjust.packs')}
              name="packs"
              value={draft.packs}
              packSize={line.packSize}
              unitName={line.item.unitName}
              packDecimals={ADJUSTMENT_PACK_DECIMALS}
              maxPacks={draft.direction === 'REDUCTION' ? line.availableNumberOfPacks : undefined}
              onChange={(packs) => setDraft((current) => ({ ...current, packs }))}
              onValidityChange={fields.watch(quantityLabel)}
              onBlur={() => setTouched(true)}
              error={touched && Boolean(problems.packs)}
              helperText={
                touched && problems.packs ? t(problems.packs.key, problems.packs.values) : undefined
              }
              autoFocus
            />
            <ReasonSelect
              choices={choices}
              value={draft.reasonId}
              onChange={(reasonId) => setDraft((current) => ({ ...current, reasonId }))}
              error={touched && Boolean(problems.reason)}
              helperText={touched && reasonProblem ? reasonProblem : undefined}
            />
          </Stack>
          <Typography
            variant="subtitle1"
            data-testid="adjust-new-total"
            sx={{ gridArea: 'after', fontWeight: 500 }}
          >
            {t('adjust.after')}: {quantity(line.totalNumberOfPacks + signed)}
          </Typography>
        </Box>
      </Box>
    </SaveDialog>
  );
}
