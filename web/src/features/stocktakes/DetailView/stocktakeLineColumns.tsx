import { reasonsThatFit, countDirection, type ReasonLike } from '@dawa/domain';
import { documentsT } from '../../../core/app-i18n/documents';
import { userErrorText } from '../../../core/graphql/userErrors';
import { useId, useState } from 'react';
import {
  CellProblem,
  catalogueColumn,
  numberInputCell,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import type { StocktakeLine } from '../api/useStocktakes';

/** A line as the table shows it: as the server holds it, or with the count the user typed
 * that the server has not taken yet (a difference waiting for its reason), and the refusal
 * that names the line. */
export interface CountRow extends StocktakeLine {
  /** What the kit's lines table totals: the packs counted. */
  numberOfPacks: number;
  refusal?: string | undefined;
}

export interface ReasonChoice extends ReasonLike {
  id: string;
  reason: string;
}

const CountedCell = numberInputCell<CountRow>({ decimalLimit: 2, min: 0 });

function ReasonSelect(
  props: CellProps<CountRow> & { fitting: readonly ReasonChoice[]; refusal: string | undefined },
) {
  const { row, fitting, refusal } = props;
  const [anchor, setAnchor] = useState<HTMLSelectElement | null>(null);
  const problemId = useId();
  return (
    <>
      <select
        ref={setAnchor}
        className="dt-input"
        aria-label={documentsT('stocktake.reason')}
        aria-invalid={refusal !== undefined}
        aria-describedby={refusal ? problemId : undefined}
        value={row.reasonOptionId ?? ''}
        disabled={props.isDisabled || fitting.length === 0}
        onChange={(event) =>
          props.column.setter?.({ id: row.id, reasonOptionId: event.target.value || null })
        }
      >
        <option value="">{fitting.length === 0 ? '' : documentsT('stocktake.no-reason')}</option>
        {fitting.map((reason) => (
          <option key={reason.id} value={reason.id}>
            {reason.reason}
          </option>
        ))}
      </select>
      {refusal && anchor ? (
        <CellProblem anchor={anchor} id={problemId} problem={userErrorText(refusal) ?? refusal} />
      ) : null}
    </>
  );
}

/** The reasons that fit the line's difference; a plain select, as cheap as the count's input
 * (a table mounts one per row while scrolling). */
function reasonCell(reasons: readonly ReasonChoice[]) {
  return function ReasonCell(props: CellProps<CountRow>) {
    const { row } = props;
    const direction = countDirection(row);
    const fitting =
      direction === null ? [] : reasonsThatFit(reasons, direction, row.item?.isVaccine ?? false);
    const refusal =
      row.refusal === 'AdjustmentReasonNotProvided' || row.refusal === 'AdjustmentReasonNotValid'
        ? row.refusal
        : undefined;
    return <ReasonSelect {...props} fitting={fitting} refusal={refusal} />;
  };
}

/** The columns of a count (spec 001 sections 4 and 9: snapshot, counted, difference, reason);
 * those with a key of STOCKTAKE_LINE_SORT_KEYS sort on the server. */
export function stocktakeLineColumns(options: {
  editable: boolean;
  reasons: readonly ReasonChoice[];
  onCount: (lineId: string, counted: number | null) => void;
  onReason: (lineId: string, reasonOptionId: string | null) => void;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
}): ColumnDefinition<CountRow>[] {
  return [
    catalogueColumn('itemCode'),
    catalogueColumn('itemName', { cardTitle: true, width: 220 }),
    catalogueColumn('batch', { accessor: (line) => line.batch ?? '' }),
    catalogueColumn('expiryDate', { priority: 2 }),
    catalogueColumn('location', {
      priority: 2,
      accessor: (line) => line.location?.code ?? '',
    }),
    catalogueColumn('packSize', { sortable: false, priority: 3, width: 90 }),
    {
      key: 'snapshotNumberOfPacks',
      Header: documentsHeader('stocktake.snapshot'),
      sortable: true,
      format: 'Real',
      align: 'right',
      width: 110,
    },
    {
      key: 'countedNumberOfPacks',
      Header: documentsHeader('stocktake.counted'),
      sortable: true,
      format: 'Real',
      align: 'right',
      width: 120,
      getIsError: (line) => line.refusal === 'StockLineReducedBelowZero',
      ...(options.editable
        ? {
            Cell: CountedCell,
            setter: (update: Partial<CountRow> & { id: string }) =>
              options.onCount(
                update.id,
                typeof update.countedNumberOfPacks === 'number'
                  ? update.countedNumberOfPacks
                  : null,
              ),
          }
        : {}),
    },
    {
      key: 'difference',
      Header: documentsHeader('stocktake.difference'),
      sortable: true,
      format: 'Real',
      align: 'right',
      width: 110,
      // An increase shows its sign ("+2" and "-2" read apart at a glance), left to right in
      // every language; the sign is written here because Arabic's formatted sign carries a
      // right-to-left mark that turns "+2" into "2+".
      formatter: (value) =>
        typeof value === 'number' ? (
          <span dir="ltr">
            {`${value > 0 ? '+' : value < 0 ? '-' : ''}${options.formatNumber(Math.abs(value))}`}
          </span>
        ) : (
          ''
        ),
    },
    {
      key: 'reasonOptionId',
      Header: documentsHeader('stocktake.reason'),
      sortable: false,
      width: 200,
      accessor: (line) =>
        options.reasons.find((reason) => reason.id === line.reasonOptionId)?.reason ?? '',
      ...(options.editable
        ? {
            Cell: reasonCell(options.reasons),
            setter: (update: Partial<CountRow> & { id: string }) =>
              options.onReason(update.id, update.reasonOptionId ?? null),
          }
        : {}),
    },
  ];
}
