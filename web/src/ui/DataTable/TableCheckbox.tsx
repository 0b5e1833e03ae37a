import { useLayoutEffect, useRef } from 'react';

export interface TableCheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean | undefined;
  label: string;
  onChange: () => void;
}

/**
 * The table's selection box: a native checkbox drawn like MUI's (see `checkboxStyles`). A table
 * shows one per row, so it is a plain input rather than a styled component: rows mount and
 * unmount on every scroll frame.
 */
export function TableCheckbox({
  checked,
  indeterminate = false,
  disabled,
  label,
  onChange,
}: TableCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="dt-check"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      data-indeterminate={indeterminate}
      onChange={onChange}
    />
  );
}
