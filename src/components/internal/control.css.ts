import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

/** A control and its label side by side; description and errors go under the label. */
export const controlRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    alignItems: 'start',
  }),
);

/** The box of a checkbox or radio (a full touch target): border, hover, focus ring and disabled look. */
export const controlBox = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.target,
    height: vars.size.target,
    margin: 0,
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);
