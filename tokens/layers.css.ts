import { globalLayer } from '@vanilla-extract/css';

/**
 * Cascade layers, declared in order once: a consumer's unlayered CSS always wins over
 * the library, and screens override primitives without specificity games.
 */
export const layers = {
  reset: globalLayer('ir-reset'),
  theme: globalLayer('ir-theme'),
  components: globalLayer('ir-components'),
  screens: globalLayer('ir-screens'),
} as const;
