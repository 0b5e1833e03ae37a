// Filter sizes and debounce delays (spec 001 sections 5 and 9).
export const FILTER_WIDTH = 180;
export const NUMBER_FILTER_WIDTH = 90;
export const TEXT_FILTER_DEBOUNCE_MS = 200;
export const NUMBER_FILTER_DEBOUNCE_MS = 400;
/** Search boxes that ask the server as you type (item pickers). */
export const SEARCH_DEBOUNCE_MS = 500;
