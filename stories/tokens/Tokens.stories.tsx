import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, colorRoles, vars } from '../../tokens';
import { contrastRatio } from '../../tokens/contrast';
import { darkPalette, lightPalette, textPairs } from '../../tokens/palette';

const cell = { padding: vars.space.sm, border: `1px solid ${vars.color.border}`, textAlign: 'left' as const };

function ColorTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.font.size.sm, color: vars.color.text }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.sm }}>Цветовые роли</caption>
      <thead>
        <tr>
          <th style={cell}>Роль</th>
          <th style={cell}>Образец</th>
          <th style={cell}>Светлая</th>
          <th style={cell}>Тёмная</th>
          <th style={cell}>CSS-переменная</th>
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role}>
            <td style={cell}>{role}</td>
            <td style={cell}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 24,
                  borderRadius: 4,
                  background: vars.color[role],
                  border: `1px solid ${vars.color.borderStrong}`,
                }}
              />
            </td>
            <td style={cell}>{lightPalette[role]}</td>
            <td style={cell}>{darkPalette[role]}</td>
            <td style={cell}>
              <code>{`--ir-color-${role}`}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.font.size.sm, color: vars.color.text }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.sm }}>
        Контраст пар «текст / фон» (не ниже 4,5:1)
      </caption>
      <thead>
        <tr>
          <th style={cell}>Пара</th>
          <th style={cell}>Светлая</th>
          <th style={cell}>Тёмная</th>
        </tr>
      </thead>
      <tbody>
        {textPairs.map(([fg, bg]) => (
          <tr key={`${fg}-${bg}`}>
            <td style={cell}>
              {fg} / {bg}
            </td>
            <td style={cell}>{contrastRatio(lightPalette[fg], lightPalette[bg]).toFixed(2)}</td>
            <td style={cell}>{contrastRatio(darkPalette[fg], darkPalette[bg]).toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Typography() {
  const sizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
  return (
    <div style={{ display: 'grid', gap: vars.space.md, color: vars.color.text }}>
      {sizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.tight }}>
          {size}: Инвестиционные идеи от брокеров и аналитиков — 1 234 567,89 ₽
        </p>
      ))}
      <p style={{ margin: 0, fontWeight: vars.font.weight.bold }}>Golos Text Bold — кириллица и latin</p>
    </div>
  );
}

function Spacing() {
  const steps = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
  return (
    <ul
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm, color: vars.color.text }}
    >
      {steps.map((step) => (
        <li key={step} style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
          <span style={{ width: 48 }}>{step}</span>
          <span
            aria-hidden
            style={{ display: 'inline-block', height: 16, width: vars.space[step], background: vars.color.brand }}
          />
        </li>
      ))}
      <li>
        Брейкпоинты: {breakpoints.mobile} / {breakpoints.tablet} / {breakpoints.desktop} px
      </li>
    </ul>
  );
}

const meta = {
  title: 'Токены/Обзор',
  parameters: {
    docs: {
      description: {
        component:
          'Токены дизайн-системы: один контракт темы (`vars`) и две темы — светлая и тёмная. Компоненты читают ' +
          'только `vars`; значения доступны и как CSS-переменные `--ir-…`.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(colorRoles.length + 1);
  },
};
export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(textPairs.length);
    // Every text pair the table shows meets WCAG AA in both themes (tokens/contrast.test.ts is the gate).
    for (const row of rows) {
      for (const cell of [...row.querySelectorAll('td')].slice(1))
        await expect(Number(cell.textContent)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
export const TypeScale: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('p')]
      .slice(0, 7)
      .map((p) => parseFloat(getComputedStyle(p).fontSize));
    // display → xs: each step is smaller than the one before.
    for (let i = 1; i < sizes.length; i += 1) await expect(sizes[i]).toBeLessThan(sizes[i - 1]!);
  },
};
export const SpaceScale: Story = {
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('li > span[aria-hidden]')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    await expect(widths).toHaveLength(8);
    // xxs → xxxl: the scale only grows.
    for (let i = 1; i < widths.length; i += 1) await expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
  },
};
export const ContrastDark: Story = {
  globals: { theme: 'dark' },
  render: () => <ContrastTable />,
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
