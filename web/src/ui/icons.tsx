// The few icons the kit needs, drawn here rather than pulling in @mui/icons-material.
import type { ComponentType } from 'react';
import { styled } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';
import { EYE_PATH, STRIKE_PATH } from './iconPaths';

/** Style for anything that points along the reading direction: mirrored in right-to-left pages. */
export const rtlFlipSx = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Wraps an icon so it mirrors under [dir=rtl] (chevrons, back arrows). */
export function withRtlFlip(Icon: ComponentType<SvgIconProps>): ComponentType<SvgIconProps> {
  const Flipped = styled(Icon)(rtlFlipSx);
  Flipped.displayName = `RtlFlip(${Icon.displayName ?? 'Icon'})`;
  return Flipped;
}

const ChevronStart = createSvgIcon(
  <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />,
  'ChevronStart',
);
const ChevronEnd = createSvgIcon(<path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />, 'ChevronEnd');
const ArrowBack = createSvgIcon(
  <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />,
  'ArrowBack',
);

/** Points back (left in LTR, right in RTL). */
export const ChevronStartIcon = withRtlFlip(ChevronStart);
/** Points forward (right in LTR, left in RTL). */
export const ChevronEndIcon = withRtlFlip(ChevronEnd);
export const ArrowBackIcon = withRtlFlip(ArrowBack);

export const ExpandMoreIcon = createSvgIcon(
  <path d="M4 9.4 5.4 8l6.6 6.6L18.6 8 20 9.4l-8 8z" />,
  'ExpandMore',
);
export const CloseIcon = createSvgIcon(
  <path d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />,
  'Close',
);
export const InfoIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />,
  'Info',
);
/** A pencil: edit the row it stands in. */
export const EditIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.33-2.34a1 1 0 0 0-1.42 0l-1.83 1.84 3.75 3.75z" />,
  'Edit',
);
export const ColumnsIcon = createSvgIcon(
  <path d="M3 5h5v14H3zm6.5 0h5v14h-5zM16 5h5v14h-5z" />,
  'Columns',
);
export const FilterIcon = createSvgIcon(
  <path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />,
  'Filter',
);
export const NoteIcon = createSvgIcon(
  <path d="M4 3h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H8l-4 4V4a1 1 0 0 1 1-1zm3 5v2h10V8zm0 4v2h7v-2z" />,
  'Note',
);
export const VisibilityIcon = createSvgIcon(<path d={EYE_PATH} />, 'Visibility');
export const VisibilityOffIcon = createSvgIcon(
  <>
    <path d={EYE_PATH} opacity={0.55} />
    <path d={STRIKE_PATH} />
  </>,
  'VisibilityOff',
);
