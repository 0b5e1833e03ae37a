import { useId } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { renderCell } from './cells/renderCell';
import { HeaderLabel } from './DataTableHeader';
import { ExpandControl, SelectionControl, rowAttributes, type RowsProps } from './rowParts';
import { cellInputStyles, checkboxStyles, rowStateStyles } from './tableStyles';
import type { RowWithId } from './types';

/**
 * A field's label and value take at least this much room: two share a card on a 390 px phone,
 * selection box included.
 */
const FIELD_MIN_WIDTH = 120;

export const cardStyles = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.spacing(1),
  padding: theme.spacing(1),
  '& .dt-card': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    paddingBlock: theme.spacing(1),
    paddingInline: theme.spacing(1.5),
    display: 'flex',
    gap: theme.spacing(1),
    alignItems: 'flex-start',
  },
  ...rowStateStyles(theme, '.dt-card'),
  '& .dt-card-body': { flex: 1, minWidth: 0 },
  '& .dt-card-title': {
    ...theme.typography.subtitle2,
    marginBlockEnd: theme.spacing(0.5),
    overflowWrap: 'anywhere' as const,
  },
  '& .dt-card-fields': {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${FIELD_MIN_WIDTH}px, 1fr))`,
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(0.5),
  },
  // Label and value share a line: a phone shows four cards or more, not two (screen-sizes
  // spec). A value keeps its width (a date never breaks); a long label gives way first, to an
  // ellipsis.
  '& .dt-card-field': {
    minWidth: 0,
    display: 'flex',
    alignItems: 'baseline',
    columnGap: theme.spacing(0.5),
  },
  // A field (an input) that does not fit beside its label goes under it, the label whole.
  '& .dt-card-field:has(.dt-input)': { flexWrap: 'wrap' as const },
  '& .dt-card-label': {
    ...theme.typography.caption,
    flex: '0 1 auto',
    minWidth: 0,
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
  },
  '& .dt-card-field:has(.dt-input) .dt-card-label': { flexShrink: 0, maxWidth: '100%' },
  '& .dt-card-value': {
    ...theme.typography.body2,
    flex: '1 0 auto',
    maxWidth: '100%',
    overflowWrap: 'anywhere' as const,
    minHeight: '1.43em',
  },
  // A field in a card is as wide as its value needs, at least a number's worth; a long one
  // goes under its label.
  '& .dt-card-value input.dt-input, & .dt-card-value select.dt-input': { minWidth: '6em' },
  '& .dt-card-value:has(> input.dt-input), & .dt-card-value:has(> select.dt-input)': {
    flexBasis: '6em',
  },
  '& .dt-card-value .dt-text': { display: 'inline' },
  // A chip no taller than the line it sits on.
  '& .dt-card-value .MuiChip-sizeSmall': { height: '1.43em' },
  '& .dt-card-field[data-error="true"] .dt-card-value': { color: theme.palette.error.main },
  '& .dt-card-field[data-disabled="true"] .dt-card-value': { color: theme.palette.text.disabled },
  '& .dt-card-expanded': { marginBlockStart: theme.spacing(1) },
  ...checkboxStyles(theme),
  ...cellInputStyles(theme),
});

function Card<T extends RowWithId>(
  props: Omit<RowsProps<T>, 'rows'> & { row: T; rowIndex: number },
) {
  const { row, rowIndex, columns, formatter } = props;
  const isDisabled = props.getRowIsDisabled?.(row) ?? false;
  const isSelected = props.selectedIds.has(row.id);
  const isExpanded = props.expandedIds.has(row.id);
  const canExpand = Boolean(props.ExpandContent) && (props.isRowExpandable?.(row) ?? true);
  const labelId = useId();
  const title = columns.find((column) => column.cardTitle);
  const fields = columns.filter((column) => column !== title);
  return (
    <div
      role="row"
      className="dt-card"
      {...rowAttributes(props, row, { ariaRowIndex: rowIndex + 1, isSelected, isDisabled })}
    >
      {props.hasSelection ? (
        <SelectionControl tag="div" row={row} isSelected={isSelected} owner={props} />
      ) : null}
      <div className="dt-card-body">
        {title ? (
          <div role="cell" className="dt-card-title">
            {renderCell(title, row, rowIndex, isDisabled, formatter).content}
          </div>
        ) : null}
        <div className="dt-card-fields">
          {fields.map((column) => {
            const fieldLabelId = `${labelId}-${column.key}`;
            const cell = renderCell(column, row, rowIndex, isDisabled, formatter, fieldLabelId);
            return (
              <div
                key={column.key}
                role="cell"
                className="dt-card-field"
                data-column={column.key}
                data-error={cell.isError || undefined}
                data-disabled={cell.isDisabled || undefined}
              >
                <span className="dt-card-label" id={fieldLabelId}>
                  <HeaderLabel column={column} />
                </span>
                <span className="dt-card-value">{cell.content}</span>
              </div>
            );
          })}
        </div>
        {isExpanded && props.ExpandContent ? (
          <div className="dt-card-expanded">
            <props.ExpandContent row={row} />
          </div>
        ) : null}
      </div>
      {canExpand ? (
        <ExpandControl tag="div" row={row} isExpanded={isExpanded} canExpand owner={props} />
      ) : null}
    </div>
  );
}

/**
 * The simplified layout's rows (spec 001 section 9): one card a row, its title column on top and
 * every other column as a label beside its value, so nothing needs sideways scrolling. The
 * whole page is rendered (at most 500 rows), not virtualised: cards differ in height.
 */
export function DataTableCards<T extends RowWithId>({ rows, ...props }: RowsProps<T>) {
  return (
    <Box role="table" aria-rowcount={rows.length} className="dt-cards" sx={cardStyles}>
      {rows.map((row, index) => (
        <Card key={row.id} row={row} rowIndex={index} {...props} />
      ))}
    </Box>
  );
}
