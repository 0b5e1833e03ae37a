// The columns of an R&R form's lines (spec 001 section 3.2, DOCUMENTS.md 8): the entries of the
// balance (editable in DRAFT), the figures worked from them, the low-stock hint, what is
// requested, the earliest expiry and the line's confirmation.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { documentsT, type DocumentsKey } from '../../../core/app-i18n/documents';
import { userErrorText } from '../../../core/graphql/userErrors';
import {
  catalogueColumn,
  numberInputCell,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import { InfoIcon } from '../../../ui/icons';
import type { RnrLineDraft, RnrLineRow } from './rnrRows';

const TWO_DECIMALS = { maximumFractionDigits: 2 };

/** The server's error type of each problem the domain finds, for its translated text. */
const PROBLEM_ERROR = {
  VALUES_DO_NOT_BALANCE: 'ValuesDoNotBalance',
  NEGATIVE_INITIAL_BALANCE: 'InitialBalanceNegative',
  NEGATIVE_FINAL_BALANCE: 'FinalBalanceNegative',
  STOCK_OUT_DAYS_OUT_OF_PERIOD: 'StockOutDaysOutOfPeriod',
  NEGATIVE_REQUESTED_QUANTITY: 'RequestedQuantityNegative',
} as const;

/** What is wrong with the line, translated: what the domain finds as it is typed, else what
 * the server last refused it with. */
export function lineProblemText(row: RnrLineRow): string | null {
  const first = row.problems[0];
  const type = first ? PROBLEM_ERROR[first] : row.refusal;
  return type ? (userErrorText(type) ?? type) : null;
}

const Quantity = numberInputCell<RnrLineRow>({ decimalLimit: 6, min: 0 });
const SignedQuantity = numberInputCell<RnrLineRow>({ decimalLimit: 6, allowNegative: true });
const Days = numberInputCell<RnrLineRow>({ decimalLimit: 0, min: 0 });

/** The AMC with a button that opens the monthly consumptions it averages. */
function AmcCell(props: CellProps<RnrLineRow>) {
  const { row } = props;
  const { format } = props.formatter;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const n = (value: number) => format.number(value, TWO_DECIMALS);
  const values = [row.monthlyConsumption, ...row.previousMonthlyConsumptionValues];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      <span dir="ltr">{n(row.averageMonthlyConsumption)}</span>
      <IconButton
        size="small"
        aria-label={documentsT('rnr-form.show-amc', { item: row.itemName })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <InfoIcon fontSize="inherit" />
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': documentsT('rnr-form.amc-title', { item: row.itemName }),
          },
        }}
      >
        <Box sx={{ padding: 2, maxWidth: 360 }} data-testid="amc-working">
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {documentsT('rnr-form.amc-title', { item: row.itemName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {documentsT('rnr-form.amc-formula')}
          </Typography>
          <Typography variant="body2">
            {documentsT('rnr-form.amc-this-period', { value: n(row.monthlyConsumption) })}
          </Typography>
          {row.previousMonthlyConsumptionValues.length === 0 ? (
            <Typography variant="body2">{documentsT('rnr-form.amc-no-previous')}</Typography>
          ) : (
            row.previousMonthlyConsumptionValues.map((value, index) => (
              <Typography variant="body2" key={index}>
                {documentsT('rnr-form.amc-previous', { number: index + 1, value: n(value) })}
              </Typography>
            ))
          )}
          <Typography variant="body2" fontFamily="monospace" dir="ltr" sx={{ marginTop: 1 }}>
            {`(${values.map(n).join(' + ')}) ÷ ${values.length} = ${n(
              row.averageMonthlyConsumption,
            )}`}
          </Typography>
        </Box>
      </Popover>
    </Box>
  );
}

const LOW_STOCK_COLOUR = { BELOW_QUARTER: 'error', BELOW_HALF: 'warning' } as const;

function LowStockCell(props: CellProps<RnrLineRow>) {
  const level = props.row.lowStock;
  if (level === 'OK') return null;
  return (
    <Chip
      size="small"
      color={LOW_STOCK_COLOUR[level]}
      label={documentsT(`rnr-form.low-stock.${level}`)}
      data-testid="low-stock"
    />
  );
}

function ProblemCell(props: CellProps<RnrLineRow>) {
  const text = lineProblemText(props.row);
  return text ? (
    <Typography variant="caption" color="error" role="alert" data-testid="line-problem">
      {text}
    </Typography>
  ) : null;
}

function confirmedCell(onChange: (lineId: string, change: RnrLineDraft) => void) {
  return function ConfirmedCell(props: CellProps<RnrLineRow>) {
    const { row } = props;
    return (
      <input
        type="checkbox"
        checked={row.confirmed}
        disabled={props.isDisabled}
        aria-label={documentsT('rnr-form.confirm-line', { item: row.itemName })}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => onChange(row.id, { confirmed: event.target.checked })}
      />
    );
  };
}

/** The R&R lines' columns; in DRAFT the entries are cells the user types in. */
export function rnrLineColumns(options: {
  editable: boolean;
  onChange: (lineId: string, change: RnrLineDraft) => void;
}): ColumnDefinition<RnrLineRow>[] {
  const { editable } = options;
  const entry = (
    key: keyof RnrLineDraft & keyof RnrLineRow,
    label: DocumentsKey,
    Cell: typeof Quantity,
    extra: Partial<ColumnDefinition<RnrLineRow>> = {},
  ): ColumnDefinition<RnrLineRow> => ({
    key,
    Header: documentsHeader(label),
    inputLabel: documentsT(label),
    format: 'Real',
    align: 'right',
    width: 110,
    ...extra,
    ...(editable
      ? {
          Cell,
          setter: (update: Partial<RnrLineRow> & { id: string }) => {
            const value = update[key];
            if (typeof value === 'number') options.onChange(update.id, { [key]: value });
          },
        }
      : {}),
  });
  const figure = (
    key: keyof RnrLineRow,
    label: DocumentsKey,
    extra: Partial<ColumnDefinition<RnrLineRow>> = {},
  ): ColumnDefinition<RnrLineRow> => ({
    key,
    Header: documentsHeader(label),
    format: 'Real',
    align: 'right',
    width: 110,
    ...extra,
  });
  return [
    catalogueColumn('itemCode', {
      accessor: (line) => line.item?.code ?? '',
      width: 90,
      priority: 3,
    }),
    catalogueColumn('itemName', { cardTitle: true, width: 200 }),
    entry('initialBalance', 'rnr-form.initial-balance', Quantity),
    entry('quantityReceived', 'rnr-form.received', Quantity),
    entry('quantityConsumed', 'rnr-form.consumed', Quantity),
    entry('adjustments', 'rnr-form.adjustments', SignedQuantity),
    entry('losses', 'rnr-form.losses', Quantity, { priority: 2 }),
    entry('stockOutDuration', 'rnr-form.stock-out-days', Days, { format: 'Integer' }),
    figure('adjustedQuantityConsumed', 'rnr-form.adjusted-consumption'),
    figure('averageMonthlyConsumption', 'rnr-form.amc', { Cell: AmcCell, width: 130 }),
    figure('minimumQuantity', 'rnr-form.minimum', { priority: 2 }),
    figure('maximumQuantity', 'rnr-form.maximum'),
    entry('finalBalance', 'rnr-form.final-balance', SignedQuantity, {
      getIsError: (row) => row.problems.length > 0 || row.refusal !== null,
    }),
    figure('calculatedRequestedQuantity', 'rnr-form.calculated-requested'),
    entry('enteredRequestedQuantity', 'rnr-form.entered-requested', Quantity),
    {
      key: 'lowStock',
      Header: documentsHeader('rnr-form.low-stock'),
      width: 130,
      Cell: LowStockCell,
    },
    catalogueColumn('expiryDate', { priority: 3 }),
    {
      key: 'problem',
      Header: documentsHeader('rnr-form.problem'),
      width: 220,
      accessor: (row) => lineProblemText(row) ?? '',
      Cell: ProblemCell,
    },
    {
      key: 'confirmed',
      Header: documentsHeader('rnr-form.confirmed'),
      width: 100,
      align: 'center',
      Cell: confirmedCell(options.onChange),
      getIsDisabled: () => !editable,
    },
  ];
}
