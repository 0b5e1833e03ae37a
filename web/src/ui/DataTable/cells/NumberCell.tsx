import { useCellFormatterValue } from './cellFormatter';
import { renderNumber } from './renderers';

export interface NumberCellProps {
  value: unknown;
  /** Integer cells show whole numbers; real cells up to `decimals` places with the rest in a tooltip. */
  integer?: boolean;
  decimals?: number;
}

export function NumberCell({ value, integer = false, decimals = 2 }: NumberCellProps) {
  return <>{renderNumber(value, integer, useCellFormatterValue(), decimals)}</>;
}
