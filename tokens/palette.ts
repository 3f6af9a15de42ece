/**
 * Raw token values. Plain data (no vanilla-extract) so that the contrast test and
 * the theme files read the same numbers. Components never import this file: they read `vars`.
 */
export const breakpoints = { mobile: 375, tablet: 768, desktop: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const colorRoles = [
  'brand',
  'brandHover',
  'brandSubtle',
  'onBrand',
  'text',
  'textMuted',
  'textInverse',
  'link',
  'page',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'border',
  'borderStrong',
  'focus',
  'positive',
  'positiveSubtle',
  'negative',
  'negativeSubtle',
  'warning',
  'warningSubtle',
  'onWarning',
  'overlay',
] as const;
export type ColorRole = (typeof colorRoles)[number];
export type Palette = Record<ColorRole, string>;

export const lightPalette: Palette = {
  brand: '#1d4ed8',
  brandHover: '#1e40af',
  brandSubtle: '#e8efff',
  onBrand: '#ffffff',
  text: '#111827',
  textMuted: '#4b5563',
  textInverse: '#ffffff',
  link: '#1d4ed8',
  page: '#f5f7fa',
  surface: '#ffffff',
  surfaceMuted: '#eef1f5',
  surfaceRaised: '#ffffff',
  border: '#dde2ea',
  borderStrong: '#6b7280',
  focus: '#1d4ed8',
  positive: '#047857',
  positiveSubtle: '#e6f6ef',
  negative: '#b91c1c',
  negativeSubtle: '#fdecec',
  warning: '#92400e',
  warningSubtle: '#fef3c7',
  onWarning: '#ffffff',
  overlay: 'rgba(17, 24, 39, 0.56)',
};

export const darkPalette: Palette = {
  brand: '#7aa7ff',
  brandHover: '#a3c1ff',
  brandSubtle: '#1a2747',
  onBrand: '#0b1220',
  text: '#f1f4f9',
  textMuted: '#a9b3c4',
  textInverse: '#0b1220',
  link: '#8fb4ff',
  page: '#0b1220',
  surface: '#121b2e',
  surfaceMuted: '#1a2540',
  surfaceRaised: '#1c2742',
  border: '#2a3652',
  borderStrong: '#8391ab',
  focus: '#8fb4ff',
  positive: '#4ad6a0',
  positiveSubtle: '#0f2c24',
  negative: '#ff8a8a',
  negativeSubtle: '#3a1719',
  warning: '#fcd05a',
  warningSubtle: '#33280a',
  onWarning: '#0b1220',
  overlay: 'rgba(0, 0, 0, 0.64)',
};

/** Foreground/background pairs that carry text: WCAG AA 4.5:1. */
export const textPairs: ReadonlyArray<readonly [fg: ColorRole, bg: ColorRole]> = [
  ['text', 'page'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'page'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brand', 'surface'],
  ['brand', 'brandSubtle'],
  ['link', 'surface'],
  ['link', 'page'],
  ['positive', 'surface'],
  ['positive', 'positiveSubtle'],
  ['negative', 'surface'],
  ['negative', 'negativeSubtle'],
  ['warning', 'warningSubtle'],
  ['warning', 'surface'],
];

/** Non-text UI pairs (control borders, focus ring): WCAG 1.4.11 3:1. */
export const uiPairs: ReadonlyArray<readonly [fg: ColorRole, bg: ColorRole]> = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'page'],
  ['focus', 'surface'],
  ['focus', 'page'],
  ['brand', 'page'],
];

export const fontFamily = {
  body: "'Golos Text', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
