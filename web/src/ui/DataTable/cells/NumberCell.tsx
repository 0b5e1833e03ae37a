import Tooltip from '@mui/material/Tooltip';
import { useFormat } from '../../../core/i18n';

export interface NumberCellProps {
  value: unknown;
  /** Integer cells show whole numbers; real cells up to `decimals` places with the rest in a tooltip. */
  integer?: boolean;
  decimals?: number;
}

export function NumberCell({ value, integer = false, decimals = 2 }: NumberCellProps) {
  const format = useFormat();
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  if (integer) return <span>{format.integer(value)}</span>;
  const shown = format.number(value, { maximumFractionDigits: decimals });
  const full = format.number(value);
  if (shown === full) return <span>{shown}</span>;
  return (
    <Tooltip title={full}>
      <span>{`${shown}…`}</span>
    </Tooltip>
  );
}
