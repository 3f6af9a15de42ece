import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../../src/domain';
import { PriceChart } from '../../../src/screens/ideas';
import { dailyCloses } from '../../fixtures/ideaPages';
import * as chartMessages from '../../../src/screens/ideas/PriceChart/messages';

const path = dailyCloses('2026-03-02', 120, 118.2, 0.2);

const meta = {
  title: 'Экраны/Ideas/PriceChart',
  component: PriceChart,
  args: {
    points: [
      { date: '2026-03-02T07:00:00.000Z', price: 118.2, label: 'Открытие' },
      { date: '2026-07-10T13:00:00.000Z', price: 139.5, label: 'Цель достигнута' },
    ],
    path,
    target: 140,
    currency: 'RUB',
    horizon: '2026-12-31T00:00:00.000Z',
  },
  parameters: {
    docs: {
      description: {
        component:
          'График цены идеи или акции: линия дневных закрытий (без них — ломаная по отмеченным точкам), цель ' +
          'пунктиром, вертикаль горизонта, точки событий. Подписи — в HTML, чтобы не мельчать на телефоне; для ' +
          'экранных чтецов — подпись фигуры и скрытая таблица точек. Пропсы: `points` (события с подписью), `path` ' +
          '(закрытия), `target`/`targetLabel` («Цель», «Консенсус»), `caption`, `endLabel`, `currency`, `horizon`. ' +
          'Состояния: идея с целью, без дневных закрытий, без цели, падение.',
      },
    },
  },
} satisfies Meta<typeof PriceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTarget: Story = {
  name: 'Цена с открытия и цель',
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveAccessibleName(/^Цена с открытия идеи: .+ → .+, цель 140\s₽$/);
    await expect(canvasElement.querySelector('[data-part="line"]')).toHaveAttribute('data-trend', 'up');
    await expect(canvasElement.querySelectorAll('[data-part="point"]')).toHaveLength(2);
    const table = canvas.getByRole('table', { name: chartMessages.chartPointsCaption });
    await expect(within(table).getByText('Цель достигнута')).toBeInTheDocument();
  },
};

export const PointsOnly: Story = {
  name: 'Без дневных закрытий',
  args: { path: null },
  play: async ({ canvasElement }) => {
    // The line joins the two marked points.
    await expect(canvasElement.querySelector('[data-part="line"]')?.getAttribute('d')?.split('L')).toHaveLength(2);
  },
};

export const NoTarget: Story = {
  name: 'Без цели (премиум-идея)',
  args: { target: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="target"]')).toBeNull();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Цена с открытия идеи: /);
    await expect(canvas.getByRole('figure')).not.toHaveAccessibleName(/цель/);
  },
};

export const Falling: Story = {
  name: 'Падение: консенсус ниже',
  args: {
    path: dailyCloses('2025-11-27', 200, 300, -0.3),
    points: [],
    target: 250,
    targetLabel: 'Консенсус',
    caption: 'Цена за год',
    endLabel: 'на',
    horizon: '2026-09-01T12:00:00Z',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="line"]')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/, консенсус 250\s₽$/);
  },
};

/** Round prices on the axis with their grid lines, so the line can be read against figures. */
export const PriceAxis: Story = {
  name: 'Ось цен',
  play: async ({ canvasElement }) => {
    const axis = canvasElement.querySelector('[data-part="price-axis"]');
    const labels = [...(axis?.children ?? [])].map((label) => label.textContent ?? '');
    await expect(labels.length).toBeGreaterThanOrEqual(3);
    await expect(labels).toContain(formatPrice(130, 'RUB'));
    await expect(canvasElement.querySelectorAll('[data-part="grid"]')).toHaveLength(labels.length);
  },
};

/** A fall of 1.8 % over a month: a gentle slope on a 10 % axis, not a full-height cliff. */
export const SmallMove: Story = {
  name: 'Небольшое движение',
  args: {
    path: [
      { date: '2026-11-02', close: 300 },
      { date: '2026-11-16', close: 298.1 },
      { date: '2026-11-27', close: 294.6 },
    ],
    points: [],
    target: null,
    caption: 'Цена за месяц',
    endLabel: 'на',
    horizon: '2026-11-27T12:00:00Z',
  },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<SVGPathElement>('[data-part="line"]');
    const box = line!.getBBox();
    const svg = canvasElement.querySelector('svg')!;
    await expect(box.height / svg.viewBox.baseVal.height).toBeLessThan(0.2);
    await expect(line).toHaveAttribute('data-trend', 'down');
  },
};

/** An idea opened today: its opening and its last price are one point, drawn as one dot (both stay in the table). */
export const OpenedToday: Story = {
  name: 'Новая идея: одна точка',
  args: {
    path: null,
    points: [
      { date: '2026-11-27T07:00:00.000Z', price: 301.5, label: 'Открытие' },
      { date: '2026-11-27T12:00:00.000Z', price: 301.5, label: chartMessages.pointLastPrice },
    ],
    target: 345,
    horizon: '2027-11-27T00:00:00.000Z',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="point"]')).toHaveLength(1);
    const table = canvas.getByRole('table', { name: chartMessages.chartPointsCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};
