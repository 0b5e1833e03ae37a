import type { SxProps, Theme } from '@mui/material/styles';

type SxArray = Extract<SxProps<Theme>, readonly unknown[]>;
type SxItem = SxArray[number];

/** Puts the kit's own style first and the caller's sx (object, function or array) after it. */
export function withSx(base: SxItem, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  const rest: readonly SxItem[] =
    sx === undefined ? [] : Array.isArray(sx) ? (sx as SxArray) : [sx as SxItem];
  const items: SxItem[] = [base, ...rest];
  return items;
}
