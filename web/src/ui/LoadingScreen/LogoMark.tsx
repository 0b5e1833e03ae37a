import { createSvgIcon } from '@mui/material/utils';

/** Dawa's mark: a capsule across a leaf-like drop, drawn as one simple shape. */
export const LogoMark = createSvgIcon(
  <>
    <path d="M12 2c4 4.5 7 8.2 7 11.5A7 7 0 0 1 5 13.5C5 10.2 8 6.5 12 2z" opacity={0.35} />
    <rect x="7" y="11" width="10" height="5" rx="2.5" transform="rotate(-35 12 13.5)" />
  </>,
  'LogoMark',
);
