import { LogoMark } from '../LoadingScreen/LogoMark';

/** Logo sizes in px (spec 001 section 9, "Layout and misc"). */
export const LOGO_SIZES = {
  large: { width: 60, height: 45 },
  medium: { width: 40, height: 30 },
} as const;

export type LogoSize = keyof typeof LOGO_SIZES;

export interface LogoProps {
  size?: LogoSize;
  /** Extra style, e.g. an animation. */
  animation?: string;
}

/** Dawa's mark at one of the spec's two sizes; decorative, so hidden from screen readers. */
export function Logo({ size = 'medium', animation }: LogoProps) {
  const { width, height } = LOGO_SIZES[size];
  return (
    <LogoMark
      color="primary"
      aria-hidden
      data-testid="logo"
      data-size={size}
      preserveAspectRatio="xMidYMid meet"
      sx={{ width, height, ...(animation ? { animation } : {}) }}
    />
  );
}
