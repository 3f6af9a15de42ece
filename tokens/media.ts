import { breakpoints } from './palette';

/** Media queries from the breakpoint tokens (CSS variables cannot be used inside @media). */
export const media = {
  /** below 768px: phones (designed at 375px) */
  mobile: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  /** 768px and wider */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** 1280px and wider */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
