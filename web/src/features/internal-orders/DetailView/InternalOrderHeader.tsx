import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import {
  DATETIME_DISPLAY_FORMAT,
  NAIVE_DATE_FORMAT,
  formatDate,
  toDate,
  useFormat,
} from '../../../core/i18n';
import { DatePicker } from '../../../ui/DatePicker';
import { CommittedText } from '../../../ui/document';
import { NumberInput } from '../../../ui/NumberInput';
import { NamePicker } from '../../../ui/Pickers';
import type { UpdateRequestRequisitionInput } from '../../../gql/graphql';
import { useSupplierStores, type InternalOrder } from '../api/useInternalOrders';

export type InternalOrderPatch = Omit<UpdateRequestRequisitionInput, 'id'>;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
};

/** Months of stock, saved when the field is left with a changed, valid number. */
function MonthsField(props: {
  name: string;
  label: string;
  value: number;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<number | undefined>(props.value);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <NumberInput
      name={props.name}
      label={props.label}
      value={draft}
      onChange={setDraft}
      onValidityChange={setProblem}
      onBlur={() => {
        if (problem === null && draft !== undefined && draft !== props.value) props.onCommit(draft);
      }}
      kind="monthsOfStock"
      decimalLimit={2}
      disabled={props.disabled}
      fullWidth
    />
  );
}

/** An internal order's header: supplier, references, dates, comment and the months of stock
 * the suggestions aim at. Editable in DRAFT; a program order keeps its supplier and months. */
export function InternalOrderHeader(props: {
  order: InternalOrder;
  editable: boolean;
  programInfo: { program: string; period: string } | null;
  onUpdate: (patch: InternalOrderPatch) => void;
}) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const { order, editable } = props;
  const isProgram = order.programId !== null && order.programId !== undefined;
  const fixed = !editable || isProgram;
  const suppliers = useSupplierStores().data;
  const expected = order.expectedDeliveryDate ? toDate(order.expectedDeliveryDate) : null;
  const supplierChoices = suppliers?.some((s) => s.id === order.otherPartyId)
    ? suppliers
    : [...(suppliers ?? []), { id: order.otherPartyId, name: order.otherPartyName }];
  return (
    <Box sx={grid} data-testid="document-header">
      {fixed ? (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('internal-order.supplier')}
          </Typography>
          <Typography fontWeight={600} data-testid="document-party">
            <bdi>{order.otherPartyName}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('page.created', {
              date: formatDate(order.createdDatetime, DATETIME_DISPLAY_FORMAT),
            })}
          </Typography>
        </Box>
      ) : (
        <NamePicker
          name="supplier"
          label={t('internal-order.supplier')}
          value={order.otherPartyId}
          onChange={(otherPartyId) => {
            if (otherPartyId && otherPartyId !== order.otherPartyId)
              props.onUpdate({ otherPartyId });
          }}
          names={supplierChoices}
        />
      )}
      {props.programInfo ? (
        <Box data-testid="program-info">
          <Typography variant="caption" color="text.secondary">
            {t('internal-order.program')}
          </Typography>
          <Typography fontWeight={600}>
            <bdi>{props.programInfo.program}</bdi>
          </Typography>
          <Typography variant="body2">
            <bdi>{order.orderType ?? ''}</bdi>
            {order.isEmergency ? ` ${t('internal-order.emergency-mark')}` : ''}
            {' · '}
            <bdi>{props.programInfo.period}</bdi>
          </Typography>
        </Box>
      ) : null}
      <CommittedText
        name="theirReference"
        label={t('page.their-reference')}
        value={order.theirReference ?? ''}
        disabled={!editable}
        onCommit={(value) => props.onUpdate({ theirReference: value })}
      />
      <DatePicker
        name="expectedDeliveryDate"
        label={t('page.expected-delivery')}
        value={expected ?? null}
        disabled={!editable}
        onChange={(date) => {
          if (!date || Number.isNaN(date.getTime())) return;
          props.onUpdate({ expectedDeliveryDate: formatDate(date, NAIVE_DATE_FORMAT) });
        }}
        width="100%"
      />
      {fixed ? (
        <Box data-testid="order-months">
          <Typography variant="caption" color="text.secondary">
            {t('internal-order.months-title')}
          </Typography>
          <Typography>
            {t('internal-order.months-range', {
              min: format.number(order.minMonthsOfStock),
              max: format.number(order.maxMonthsOfStock),
            })}
          </Typography>
        </Box>
      ) : (
        <>
          <MonthsField
            name="minMonthsOfStock"
            label={t('internal-order.min-months')}
            value={order.minMonthsOfStock}
            disabled={false}
            onCommit={(minMonthsOfStock) => props.onUpdate({ minMonthsOfStock })}
          />
          <MonthsField
            name="maxMonthsOfStock"
            label={t('internal-order.max-months')}
            value={order.maxMonthsOfStock}
            disabled={false}
            onCommit={(maxMonthsOfStock) => props.onUpdate({ maxMonthsOfStock })}
          />
        </>
      )}
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}>
        <CommittedText
          name="comment"
          label={t('page.comment')}
          value={order.comment ?? ''}
          disabled={!editable}
          multiline
          onCommit={(value) => props.onUpdate({ comment: value })}
        />
      </Box>
    </Box>
  );
}
