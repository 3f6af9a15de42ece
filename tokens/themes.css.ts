import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { layers } from './layers.css';
import { darkPalette, fontFamily, lightPalette, type Palette } from './palette';

const shared = {
  font: {
    family: fontFamily,
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '36px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.45', relaxed: '1.6' },
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  zIndex: { header: '100', dropdown: '1000', overlay: '1100', dialog: '1200', toast: '1300', preloader: '1400' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    easingOut: 'cubic-bezier(0, 0, 0.2, 1)',
  },
  size: { control: { sm: '32px', md: '40px', lg: '48px' }, target: '24px', icon: '20px', content: '1200px' },
};

function theme(color: Palette, shadowTint: string) {
  return {
    '@layer': layers.theme,
    ...shared,
    color,
    shadow: {
      sm: `0 1px 2px ${shadowTint}`,
      md: `0 4px 12px ${shadowTint}`,
      lg: `0 12px 32px ${shadowTint}`,
      focus: `0 0 0 3px ${color.focus}`,
    },
  };
}

/** Light is the default on :root; `.ir-theme-light` / `[data-theme="light"]` re-scope it. */
createGlobalTheme(':root, .ir-theme-light, [data-theme="light"]', vars, theme(lightPalette, 'rgba(17, 24, 39, 0.12)'));
createGlobalTheme('.ir-theme-dark, [data-theme="dark"]', vars, theme(darkPalette, 'rgba(0, 0, 0, 0.5)'));

export const themeClass = { light: 'ir-theme-light', dark: 'ir-theme-dark' } as const;
export type ThemeName = keyof typeof themeClass;
export const themeNames = ['light', 'dark'] as const satisfies readonly ThemeName[];
