import { reasonsThatFit, countDirection, type ReasonLike } from '@dawa/domain';
import { documentsT, useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { userErrorText } from '../../../core/graphql/userErrors';
import { createContext, useContext, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import {
  CellProblem,
  catalogueColumn,
  numberInputCell,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import { EditIcon } from '../../../ui/icons';
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
        // Within its card field on a narrow screen, not over the next one.
        style={{ maxWidth: '100%' }}
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

/** Opens the line's dialog (StocktakeLinesTable holds it, for the lines and an item's lines). */
export const EditLine = createContext<((row: CountRow) => void) | null>(null);

/** Read by screen readers only: the column of buttons each named after its line needs no
 * visible heading, and a narrow one would wrap it ("Modifier :"). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function EditHeader() {
  const { t } = useDocumentsTranslation();
  return <span style={VISUALLY_HIDDEN}>{t('stocktake.edit')}</span>;
}

/** The row's "Edit line" button, named after its item; off while the stocktake cannot change. */
function EditCell(props: CellProps<CountRow>) {
  const edit = useContext(EditLine);
  const { row } = props;
  return (
    <IconButton
      size="small"
      aria-label={documentsT('stocktake.edit-line', { item: row.itemName })}
      disabled={props.isDisabled || edit === null}
      onClick={(event) => {
        event.stopPropagation();
        edit?.(row);
      }}
    >
      <EditIcon fontSize="inherit" />
    </IconButton>
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
    // The name and the figures a little narrower than the catalogue's so the row's edit button
    // fits beside the essential columns at 1366 px with the menu open (a table, not cards), and
    // the expiry and location too with the menu closed.
    catalogueColumn('itemName', { cardTitle: true, width: 200 }),
    catalogueColumn('batch', { accessor: (line) => line.batch ?? '' }),
    catalogueColumn('expiryDate', { priority: 2 }),
    catalogueColumn('location', {
      priority: 2,
      accessor: (line) => line.location?.code ?? '',
    }),
    {
      key: 'vvmStatus',
      Header: documentsHeader('stocktake.vvm-status'),
      sortable: false,
      priority: 3,
      width: 90,
      accessor: (line) => line.vvmStatus?.code ?? '',
    },
    catalogueColumn('packSize', { sortable: false, priority: 3, width: 90 }),
    {
      key: 'snapshotNumberOfPacks',
      Header: documentsHeader('stocktake.snapshot'),
      sortable: true,
      format: 'Real',
      align: 'right',
      width: 100,
    },
    {
      key: 'countedNumberOfPacks',
      Header: documentsHeader('stocktake.counted'),
      sortable: true,
      format: 'Real',
      align: 'right',
      width: 110,
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
      width: 190,
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
    {
      key: 'edit',
      Header: EditHeader,
      sortable: false,
      align: 'center',
      width: 56,
      Cell: EditCell,
      // Corrections wait, as the count does, while the stocktake is on hold, locked or final.
      getIsDisabled: () => !options.editable,
    },
  ];
}
