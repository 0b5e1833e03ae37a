// The lines of a customer requisition (DOCUMENTS.md 6.2), in units: what the customer requested
// and was suggested, what was approved (where the store approves), what this store supplies
// (typed in the table while it can change), already issued and what remains to supply.
import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import type { DocumentsKey, DocumentsT } from '../../../core/app-i18n/documents';
import {
  catalogueColumn,
  numberInputCell,
  TextInputCell,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import { InfoIcon } from '../../../ui/icons';
import type { CustomerRequisitionLine } from '../api/useCustomerRequisitions';

export type LineRow = CustomerRequisitionLine & { itemCode: string };

/** Why a supply quantity deserves a second look: the server takes it (it does not cap supply,
 * DOCUMENTS.md 6.3), the screen only warns. */
export function supplyWarnings(line: LineRow): DocumentsKey[] {
  const warnings: DocumentsKey[] = [];
  if (line.supplyQuantity > line.requestedQuantity)
    warnings.push('customer-requisition.supply-over-requested');
  const stock = line.supplierFigures?.stockOnHand;
  if (stock !== undefined && line.supplyQuantity > stock)
    warnings.push('customer-requisition.supply-over-stock');
  return warnings;
}

const WholeUnits = numberInputCell<LineRow>({ decimalLimit: 0 });

export interface LineColumnOptions {
  /** Supply may be typed (NEW, not frozen by approval, the user may change it). */
  editable: boolean;
  /** Entered by hand: the customer's requested, stock and AMC may be typed too. */
  manual: boolean;
  /** The requisition went through approval: the approved quantity and comment show. */
  approval: boolean;
  onChange: (lineId: string, change: LineChange) => void;
}

export interface LineChange {
  supplyQuantity?: number;
  requestedQuantity?: number;
  availableStockOnHand?: number;
  averageMonthlyConsumption?: number;
  comment?: string;
}

type NumberField = Exclude<keyof LineChange, 'comment'>;

/** A column of units, typed in the table when `edit` says so. */
function unitsColumn(
  t: DocumentsT,
  key: string,
  header: DocumentsKey,
  edit: { on: boolean; field?: NumberField; onChange: LineColumnOptions['onChange'] },
  overrides: Partial<ColumnDefinition<LineRow>> = {},
): ColumnDefinition<LineRow> {
  const { field } = edit;
  return {
    key,
    Header: documentsHeader(header),
    inputLabel: t(header),
    format: 'Integer',
    align: 'right',
    width: 110,
    ...(edit.on && field
      ? {
          Cell: WholeUnits,
          setter: (update: Partial<LineRow> & { id: string }) => {
            const value = update[field as keyof LineRow];
            if (typeof value === 'number') edit.onChange(update.id, { [field]: value });
          },
        }
      : {}),
    ...overrides,
  };
}

/** The supply cell: the number, and a warning beside it when it is more than was requested or
 * than this store holds. */
function supplyCell(t: DocumentsT, editable: boolean): ComponentType<CellProps<LineRow>> {
  function SupplyCell(props: CellProps<LineRow>) {
    const warnings = supplyWarnings(props.row);
    const text = warnings.map((key) => t(key)).join(' ');
    return (
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ width: '100%' }}>
        {editable ? (
          <WholeUnits {...props} />
        ) : (
          <span style={{ flexGrow: 1, textAlign: 'end' }}>
            {props.formatter.format.integer(props.row.supplyQuantity)}
          </span>
        )}
        {warnings.length > 0 ? (
          <Tooltip title={text}>
            <InfoIcon
              titleAccess={text}
              data-testid="supply-warning"
              fontSize="small"
              sx={{ color: 'warning.dark' }}
            />
          </Tooltip>
        ) : null}
      </Stack>
    );
  }
  return SupplyCell;
}

export function requisitionLineColumns(
  t: DocumentsT,
  options: LineColumnOptions,
): ColumnDefinition<LineRow>[] {
  const { editable, manual, approval, onChange } = options;
  const manualEdit = (field: NumberField) => ({ on: editable && manual, field, onChange });
  const readOnly = { on: false, onChange };
  return [
    catalogueColumn('itemCode', { sortable: false, width: 100 }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 220 }),
    ...(manual
      ? [
          unitsColumn(
            t,
            'availableStockOnHand',
            'customer-requisition.customer-stock',
            manualEdit('availableStockOnHand'),
            { priority: 2 },
          ),
          unitsColumn(
            t,
            'averageMonthlyConsumption',
            'customer-requisition.customer-amc',
            manualEdit('averageMonthlyConsumption'),
            { priority: 2 },
          ),
        ]
      : []),
    unitsColumn(
      t,
      'requestedQuantity',
      'customer-requisition.requested',
      manualEdit('requestedQuantity'),
    ),
    unitsColumn(t, 'suggestedQuantity', 'customer-requisition.suggested', readOnly, {
      priority: 2,
    }),
    ...(approval
      ? [
          unitsColumn(t, 'approvedQuantity', 'customer-requisition.approved', readOnly),
          {
            key: 'approvalComment',
            Header: documentsHeader('customer-requisition.approval-comment'),
            width: 160,
            priority: 2 as const,
          },
        ]
      : []),
    {
      ...unitsColumn(
        t,
        'supplyQuantity',
        'customer-requisition.supply',
        { on: false, onChange },
        { width: 140 },
      ),
      Cell: supplyCell(t, editable),
      ...(editable
        ? {
            setter: (update: Partial<LineRow> & { id: string }) => {
              if (typeof update.supplyQuantity === 'number')
                onChange(update.id, { supplyQuantity: update.supplyQuantity });
            },
          }
        : {}),
    },
    unitsColumn(t, 'alreadyIssued', 'customer-requisition.already-issued', readOnly, {
      priority: 2,
    }),
    unitsColumn(t, 'remainingQuantityToSupply', 'customer-requisition.remaining', readOnly),
    {
      key: 'comment',
      Header: documentsHeader('page.comment'),
      inputLabel: t('page.comment'),
      width: 180,
      priority: 3,
      maxLength: MAX_TEXT_LENGTH,
      ...(editable
        ? {
            Cell: TextInputCell,
            setter: (update: Partial<LineRow> & { id: string }) => {
              if (typeof update.comment === 'string')
                onChange(update.id, { comment: update.comment });
            },
          }
        : {}),
    },
  ];
}
