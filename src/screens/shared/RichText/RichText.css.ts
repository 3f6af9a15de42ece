import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { layered } from '../../../../tokens/style';

/** Typography of HTML rendered from an editor's Markdown (headings, paragraphs, lists, links, images, quotes). */
export const richText = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.relaxed,
      color: vars.color.text,
      overflowWrap: 'anywhere',
    },
    'screens',
  ),
);

/** A rule for elements inside the rich text: every part of a selector list is scoped to it. */
const rule = (selector: string, body: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selector
      .split(',')
      .map((part) => `${richText} ${part.trim()}`)
      .join(', '),
    { '@layer': { [layers.screens]: body as never } },
  );

rule('> *', { margin: 0 });
rule('h2', {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  marginBlockStart: vars.space.md,
});
rule('h3', {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
rule('ul, ol', { paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
rule('a', { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
rule('a:focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
rule('img', { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
rule('blockquote', {
  borderInlineStart: `4px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
});
rule('code', {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: '0 0.25em',
});
rule('table', { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });
rule('th, td', { border: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: 'start' });
rule('hr', { border: 0, borderBlockStart: `1px solid ${vars.color.border}`, width: '100%' });
