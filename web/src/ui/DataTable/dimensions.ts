// Table geometry (spec 001 section 9, "Paging and tables"). Rows-per-page options and their
// storage belong to the list state (@dawa/domain, core/list-state).
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 60;
export const DENSE_HEADER_HEIGHT = 40;
export const PAGER_HEIGHT = 48;
export const SELECTION_COLUMN_WIDTH = 60;
export const EXPAND_COLUMN_WIDTH = 48;
export const SORT_DEBOUNCE_MS = 150;
/** Editable cells send their value once typing pauses this long (text, number, multi-unit). */
export const TEXT_CELL_DEBOUNCE_MS = 500;
export const NUMBER_CELL_DEBOUNCE_MS = 250;
export const MULTI_UNIT_DEBOUNCE_MS = 350;
/** Rows rendered beyond the visible ones, so fast scrolling shows no blank gap. */
export const DEFAULT_OVERSCAN = 10;
