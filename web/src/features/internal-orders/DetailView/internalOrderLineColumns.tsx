import { useId, useState } from 'react';
import { MAX_TEXT_LENGTH, needsVarianceReason } from '@dawa/domain';
import { documentsT } from '../../../core/app-i18n/documents';
import { userErrorText } from '../../../core/graphql/userErrors';
import {
  CellProblem,
  catalogueColumn,
  numberInputCell,
  TextInputCell,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import { SuggestedQuantityCell, type WorkingLine } from './SuggestedQuantityCell';

/** A line as the table shows it: with what the user typed that the server has not taken yet
 * (a requested quantity waiting for its reason) and whether a reason is missing. */
export interface OrderLineRow extends WorkingLine {
  reasonMissing: boolean;
}

export interface VarianceReason {
  id: string;
  reason: string;
}

/** Requested: whole units, zero or more (spec 001 section 5, "Table cells"). */
const RequestedCell = numberInputCell<OrderLineRow>({ decimalLimit: 0, min: 0 });

function reasonCell(reasons: readonly VarianceReason[]) {
  return function ReasonCell(props: CellProps<OrderLineRow>) {
    const { row } = props;
    const [anchor, setAnchor] = useState<HTMLSelectElement | null>(null);
    const problemId = useId();
    const asked = needsVarianceReason(row);
    return (
      <>
        <select
          ref={setAnchor}
          className="dt-input"
          aria-label={documentsT('internal-order.reason-of', { item: row.itemName })}
          aria-invalid={row.reasonMissing}
          aria-describedby={row.reasonMissing ? problemId : undefined}
          value={row.reasonOptionId ?? ''}
          disabled={props.isDisabled || !asked}
          onChange={(event) =>
            props.column.setter?.({ id: row.id, reasonOptionId: event.target.value || null })
          }
        >
          <option value="">{asked ? documentsT('internal-order.no-reason') : ''}</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.reason}
            </option>
          ))}
        </select>
        {row.reasonMissing && anchor ? (
          <CellProblem
            anchor={anchor}
            id={problemId}
            problem={userErrorText('ReasonsNotProvided') ?? documentsT('internal-order.reason')}
          />
        ) : null}
      </>
    );
  };
}

/** The columns of an internal order's lines (spec 001 sections 3.2 and 9): the snapshot the
 * suggestion was worked from, the suggestion with its working, what is requested (and why it
 * differs, where the store asks), what the supplier approved once it has, and a comment. */
export function internalOrderLineColumns(options: {
  editable: boolean;
  /** The store asks a reason where requested differs from suggested. */
  reasons: readonly VarianceReason[] | null;
  /** The supplier approved or denied: its quantities and comments show. */
  approved: boolean;
  onChange: (
    lineId: string,
    change: { requestedQuantity?: number; reasonOptionId?: string | null; comment?: string },
  ) => void;
}): ColumnDefinition<OrderLineRow>[] {
  const { editable, reasons } = options;
  const columns: ColumnDefinition<OrderLineRow>[] = [
    catalogueColumn('itemCode', { accessor: (line) => line.item?.code ?? '', width: 100 }),
    catalogueColumn('itemName', { cardTitle: true, width: 220 }),
    catalogueColumn('availableStockOnHand', {
      align: 'right',
      width: 110,
    }),
    catalogueColumn('monthlyConsumption', {
      accessor: (line) => line.averageMonthlyConsumption,
      align: 'right',
      width: 100,
    }),
    {
      key: 'monthsOfStock',
      Header: documentsHeader('internal-order.months-of-stock'),
      format: 'Real',
      align: 'right',
      width: 110,
      priority: 2,
    },
    {
      key: 'suggestedQuantity',
      Header: documentsHeader('internal-order.suggested'),
      format: 'Real',
      align: 'right',
      width: 130,
      Cell: SuggestedQuantityCell<OrderLineRow>,
    },
    catalogueColumn('requestedQuantity', {
      align: 'right',
      width: 120,
      getIsError: (line) => line.reasonMissing,
      ...(editable
        ? {
            Cell: RequestedCell,
            setter: (update: Partial<OrderLineRow> & { id: string }) => {
              if (typeof update.requestedQuantity === 'number')
                options.onChange(update.id, { requestedQuantity: update.requestedQuantity });
            },
          }
        : {}),
    }),
  ];
  if (reasons) {
    columns.push({
      key: 'reasonOptionId',
      Header: documentsHeader('internal-order.reason'),
      sortable: false,
      width: 190,
      accessor: (line) => reasons.find((reason) => reason.id === line.reasonOptionId)?.reason ?? '',
      getIsError: (line) => line.reasonMissing,
      ...(editable
        ? {
            Cell: reasonCell(reasons),
            setter: (update: Partial<OrderLineRow> & { id: string }) =>
              options.onChange(update.id, { reasonOptionId: update.reasonOptionId ?? null }),
          }
        : {}),
    });
  }
  if (options.approved) {
    columns.push(
      {
        key: 'approvedQuantity',
        Header: documentsHeader('internal-order.approved'),
        format: 'Real',
        align: 'right',
        width: 110,
      },
      {
        key: 'approvalComment',
        Header: documentsHeader('internal-order.approval-comment'),
        format: 'Text',
        width: 180,
        priority: 2,
      },
    );
  }
  columns.push(
    catalogueColumn<OrderLineRow>('comment', {
      sortable: false,
      width: 200,
      priority: 2,
      maxLength: MAX_TEXT_LENGTH,
      accessor: (line) => line.comment ?? '',
      ...(editable
        ? {
            Cell: TextInputCell,
            setter: (update: Partial<OrderLineRow> & { id: string }) =>
              options.onChange(update.id, { comment: update.comment ?? '' }),
          }
        : {}),
    }),
  );
  return columns;
}
