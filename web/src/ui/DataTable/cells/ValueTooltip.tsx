import { useEffect, useRef, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { TOOLTIP_ENTER_DELAY, TOOLTIP_LEAVE_DELAY } from '../../tooltip';

export interface ValueTooltipProps {
  title: string;
  children: string;
}

type Armed = false | 'hover' | 'focus';

/**
 * A tooltip that costs a plain span until first hovered or focused: the MUI Tooltip mounts on
 * first contact, so hundreds of cells scroll by without building one each. Delays follow the
 * theme (250 ms in, 500 ms out).
 */
export function ValueTooltip({ title, children }: ValueTooltipProps) {
  const [armed, setArmed] = useState<Armed>(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const spanRef = useRef<HTMLSpanElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Wrapping the span in the Tooltip remounts it; keep keyboard focus where it was.
  useEffect(() => {
    if (armed === 'focus' && document.activeElement !== spanRef.current) spanRef.current?.focus();
  }, [armed]);

  const schedule = (next: boolean, delay: number, by: Exclude<Armed, false>) => {
    if (!armed) setArmed(by);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const span = (
    <span
      ref={spanRef}
      tabIndex={0}
      onMouseEnter={() => schedule(true, TOOLTIP_ENTER_DELAY, 'hover')}
      onMouseLeave={() => schedule(false, TOOLTIP_LEAVE_DELAY, 'hover')}
      onFocus={() => schedule(true, TOOLTIP_ENTER_DELAY, 'focus')}
      onBlur={() => schedule(false, TOOLTIP_LEAVE_DELAY, 'focus')}
    >
      {children}
    </span>
  );
  if (!armed) return span;
  return (
    <Tooltip
      title={title}
      open={open}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
    >
      {span}
    </Tooltip>
  );
}
