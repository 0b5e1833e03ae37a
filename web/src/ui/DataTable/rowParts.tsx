// What a table row and a stacked card share: how they answer clicks and keys, the selection box
// and the expand button.
import type { ComponentType, CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { ChevronEndIcon, ExpandMoreIcon } from '../icons';
import type { CellFormatter } from './cells/cellFormatter';
import { TableCheckbox } from './TableCheckbox';
import type { ColumnDefinition, RowWithId } from './types';

/** The rows of a page and what they do, shown as table rows or as cards. */
export interface RowsProps<T extends RowWithId> {
  rows: readonly T[];
  columns: readonly ColumnDefinition<T>[];
  formatter: CellFormatter;
  selectedIds: ReadonlySet<string>;
  hasSelection: boolean;
  onToggleSelected: (id: string) => void;
  expandedIds: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  ExpandContent?: ComponentType<{ row: T }> | undefined;
  isRowExpandable?: ((row: T) => boolean) | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  getRowIsDisabled?: ((row: T) => boolean) | undefined;
  getRowStyle?: ((row: T) => CSSProperties | undefined) | undefined;
}

const stopClick = (event: MouseEvent) => event.stopPropagation();

/** What of the table a row needs to render its controls and answer clicks. */
type RowOwner<T extends RowWithId> = Pick<
  RowsProps<T>,
  | 'hasSelection'
  | 'onRowClick'
  | 'getRowStyle'
  | 'formatter'
  | 'onToggleSelected'
  | 'onToggleExpanded'
>;

/** A row's attributes: its state for assistive technology and the open-on-click or Enter. */
export function rowAttributes<T extends RowWithId>(
  owner: RowOwner<T>,
  row: T,
  state: { ariaRowIndex: number; isSelected: boolean; isDisabled: boolean },
) {
  const { onRowClick } = owner;
  const clickable = Boolean(onRowClick) && !state.isDisabled;
  return {
    style: owner.getRowStyle?.(row),
    // Names the row for a page that brings one into view (the line a scan found).
    'data-row-id': row.id,
    'aria-rowindex': state.ariaRowIndex,
    'aria-selected': owner.hasSelection ? state.isSelected : undefined,
    'aria-disabled': state.isDisabled || undefined,
    'data-clickable': clickable,
    tabIndex: clickable ? 0 : undefined,
    onClick: clickable ? () => onRowClick?.(row) : undefined,
    onKeyDown: (event: KeyboardEvent) => {
      if (clickable && event.key === 'Enter' && event.target === event.currentTarget)
        onRowClick?.(row);
    },
  };
}

/** A table row's controls are cells of the control column; a card's sit beside its body. */
type ControlTag = 'td' | 'div';
const controlProps = (tag: ControlTag) =>
  tag === 'td' ? { className: 'dt-cell dt-control' } : { role: 'cell' };

export function SelectionControl<T extends RowWithId>(props: {
  tag: ControlTag;
  row: T;
  isSelected: boolean;
  owner: RowOwner<T>;
}) {
  const { tag: Tag, row, owner } = props;
  return (
    <Tag {...controlProps(props.tag)} onClick={stopClick}>
      <TableCheckbox
        checked={props.isSelected}
        label={owner.formatter.t('table.select-row')}
        onChange={() => owner.onToggleSelected(row.id)}
      />
    </Tag>
  );
}

export function ExpandControl<T extends RowWithId>(props: {
  tag: ControlTag;
  row: T;
  isExpanded: boolean;
  canExpand: boolean;
  owner: RowOwner<T>;
}) {
  const { tag: Tag, row, isExpanded, owner } = props;
  const { t } = owner.formatter;
  return (
    <Tag {...controlProps(props.tag)} onClick={stopClick}>
      {props.canExpand ? (
        <IconButton
          size="small"
          aria-expanded={isExpanded}
          aria-label={isExpanded ? t('table.collapse-row') : t('table.expand-row')}
          onClick={() => owner.onToggleExpanded(row.id)}
        >
          {isExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronEndIcon fontSize="small" />}
        </IconButton>
      ) : null}
    </Tag>
  );
}
