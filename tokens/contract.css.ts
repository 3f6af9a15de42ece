import { createGlobalThemeContract } from '@vanilla-extract/css';
import './layers.css';
import { colorRoles, type ColorRole } from './palette';

const colorShape = Object.fromEntries(colorRoles.map((r) => [r, null])) as Record<ColorRole, null>;

/**
 * The one theme contract. Variables are global (`--ir-…`) so that consumers can theme
 * the library from plain CSS, and the light and dark themes only assign values.
 */
export const vars = createGlobalThemeContract(
  {
    color: colorShape,
    font: {
      family: { body: null, mono: null },
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
      weight: { regular: null, medium: null, semibold: null, bold: null },
      lineHeight: { tight: null, normal: null, relaxed: null },
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { sm: null, md: null, lg: null, xl: null, full: null },
    shadow: { sm: null, md: null, lg: null, focus: null },
    zIndex: { header: null, dropdown: null, overlay: null, dialog: null, toast: null, preloader: null },
    motion: { fast: null, normal: null, slow: null, easing: null, easingOut: null },
    size: { control: { sm: null, md: null, lg: null }, target: null, icon: null, content: null },
  },
  (_value, path) => `ir-${path.join('-')}`,
);
