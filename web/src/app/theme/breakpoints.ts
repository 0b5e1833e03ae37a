/** Screen widths where the layout changes (spec 001 section 9, "Layout and misc"). */
export const BREAKPOINTS = { xs: 0, sm: 601, md: 1025, lg: 1441, xl: 1537 } as const;
