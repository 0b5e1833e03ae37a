/** Tooltips open after 250 ms and close 500 ms after the pointer leaves (spec 001 section 9). */
export const TOOLTIP_ENTER_DELAY = 250;
export const TOOLTIP_LEAVE_DELAY = 500;
