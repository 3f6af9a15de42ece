import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BestForecasters } from '../../../src/screens/ideas';
import { free, guest, pro } from '../../fixtures/accounts';
import { forecasters } from '../../fixtures/ideas';
import { fitsPhoneScreen } from '../../support/viewport';
import * as ideasMessages from '../../../src/screens/ideas/messages';

const meta = {
  title: 'Экраны/Ideas/BestForecasters',
  component: BestForecasters,
  args: { user: free, forecasters, onPermissionRequired: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Рейтинг аналитиков (/rating): место, аналитик и брокер, доля успешных идей, средняя доходность и число ' +
          'идей. Полную статистику открывает право ii.best_forecasters: без него видна успешность первых трех ' +
          'аналитиков, остальные показатели помечены «PRO», а кнопка «Открыть полную статистику» запускает проверку ' +
          'прав по правилу спецификации и передает ее исход в `onPermissionRequired(outcome, permission)` (диалог ' +
          'прав с типом ii.best_forecasters). Пропсы: `user`, `forecasters`, `busy`, ' +
          '`periods`/`period`/`onPeriodChange` (вкладки периода), `onPermissionRequired`, `onNavigate`. Состояния: ' +
          'гость, Free (ограниченная статистика), PRO, вкладки периода, загрузка страницы, пустой рейтинг.',
      },
    },
  },
} satisfies Meta<typeof BestForecasters>;
export default meta;
type Story = StoryObj<typeof meta>;

function rows(canvas: ReturnType<typeof within>) {
  return canvas.getAllByRole('row').slice(1);
}

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    const body = rows(canvas);
    await expect(body).toHaveLength(forecasters.length);
    // Success rate of the first three analysts is open; the rest is PRO.
    await expect(within(body[0]!).getByText('78,4 %')).toBeVisible();
    await expect(within(body[2]!).getByText('71 %')).toBeVisible();
    await expect(within(body[3]!).getAllByText(ideasMessages.availableInPro)).toHaveLength(2);
    await expect(canvas.queryByText('+21,6 %')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.openFullStats }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ii.best_forecasters' },
      'ii.best_forecasters',
    );
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.openFullStats }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ii.best_forecasters' },
      'ii.best_forecasters',
    );
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(ideasMessages.availableInPro)).toBeNull();
    await expect(canvas.queryByRole('button', { name: ideasMessages.openFullStats })).toBeNull();
    const last = rows(canvas).at(-1)!;
    await expect(within(last).getByText('+6,4 %')).toBeVisible();
    await expect(within(last).getByText('52,2 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Роман Ефимов' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/rating/15');
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

export const Periods: Story = {
  tags: ['pro'],
  args: {
    user: pro,
    periods: [
      { value: 'year', label: 'За год' },
      { value: 'all', label: 'За все время' },
    ],
    period: 'year',
    onPeriodChange: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'За год' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'За все время' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('all');
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { user: pro, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['pro'],
  args: { user: pro, forecasters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ideasMessages.ratingEmpty)).toBeVisible();
  },
};

export const Mobile: Story = { tags: ['free'], globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };

/**
 * The limited view as the API says it (`limited`, the app passes meta.limited): five open rows, the
 * others' count in the PRO notice; brokers rated instead of analysts, with the app's switch above.
 */
export const LimitedByServer: Story = {
  tags: ['free'],
  args: {
    limited: true,
    openRows: 5,
    hiddenCount: 82,
    kind: 'broker',
    toolbar: <nav aria-label="Кого показывать">Аналитики · Брокеры</nav>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Кого показывать' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: ideasMessages.brokerHeader })).toBeVisible();
    await expect(canvas.getByText(/Ещё 82 в рейтинге — в PRO/)).toBeVisible();
  },
};
