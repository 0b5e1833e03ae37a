import { useId, useState, type InputHTMLAttributes } from 'react';
import Popper from '@mui/material/Popper';

export interface CellInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'aria-invalid'
> {
  /** The cell is in error (marked like a form field's error). */
  invalid: boolean;
  /** Why the text is refused, translated: shown beside the field while it has one. */
  problem?: string | null | undefined;
}

/**
 * The input of an editable table cell: a plain input drawn like the kit's small outlined field
 * (`cellInputStyles`). A table shows one per row and rows mount on every scroll frame, so it is
 * not a styled component (a MUI TextField costs several times as much to mount). A refused text's
 * problem floats under the cell, which is too short to hold it.
 */
export function CellInput({ invalid, problem = null, ...input }: CellInputProps) {
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const problemId = useId();
  return (
    <>
      <input
        ref={setAnchor}
        type="text"
        className="dt-input"
        aria-invalid={invalid}
        aria-describedby={problem === null ? undefined : problemId}
        {...input}
      />
      {problem !== null && anchor ? (
        <CellProblem anchor={anchor} id={problemId} problem={problem} />
      ) : null}
    </>
  );
}

/** Why a cell's value is refused, translated, floating under the cell (too short to hold it);
 * `id` names it for the field's aria-describedby. */
export function CellProblem(props: { anchor: HTMLElement; id?: string; problem: string }) {
  return (
    <Popper
      open
      anchorEl={props.anchor}
      placement="bottom-start"
      sx={(theme) => ({
        zIndex: theme.zIndex.tooltip,
        ...theme.typography.caption,
        color: theme.palette.error.contrastText,
        backgroundColor: theme.palette.error.main,
        borderRadius: 1,
        paddingBlock: 0.25,
        paddingInline: 1,
        maxWidth: 280,
      })}
    >
      <span id={props.id} role="alert">
        {props.problem}
      </span>
    </Popper>
  );
}
