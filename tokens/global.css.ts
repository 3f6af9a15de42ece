import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { layers } from './layers.css';

globalStyle('*, *::before, *::after', { '@layer': { [layers.reset]: { boxSizing: 'border-box' } } });

globalStyle(':root', {
  '@layer': {
    [layers.reset]: {
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      color: vars.color.text,
      backgroundColor: vars.color.page,
      WebkitFontSmoothing: 'antialiased',
      colorScheme: 'light',
    },
  },
});

globalStyle('.ir-theme-dark, [data-theme="dark"]', {
  '@layer': { [layers.reset]: { color: vars.color.text, backgroundColor: vars.color.page, colorScheme: 'dark' } },
});

globalStyle('body', { '@layer': { [layers.reset]: { margin: 0 } } });
