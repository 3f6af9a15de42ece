import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IDEAS_FILTER_DEFAULTS, type IdeasFilterState } from '../../../src/domain';
import { IdeasFeed, type IdeasFeedProps } from '../../../src/screens/ideas';
import { free, guest, pro } from '../../fixtures/accounts';
import { ideas, ideasFilterOptions, openIdeas } from '../../fixtures/ideas';
import * as ideasMessages from '../../../src/screens/ideas/messages';
import * as sharedMessages from '../../../src/screens/shared/messages';

/** Keeps the filter state in the story so the counter follows the user's choices. */
function Stateful(props: IdeasFeedProps) {
  const [filters, setFilters] = useState<IdeasFilterState>(props.filters);
  return (
    <IdeasFeed
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Экраны/Ideas/IdeasFeed',
  component: IdeasFeed,
  render: (args) => <Stateful {...args} />,
  args: {
    user: pro,
    ideas: openIdeas,
    total: 214,
    filters: { ...IDEAS_FILTER_DEFAULTS },
    filterOptions: ideasFilterOptions,
    onFiltersChange: fn(),
    onPermissionRequired: fn(),
    onVote: fn(),
    onAddToPortfolio: fn(),
    pageCount: 36,
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Лента идей (/ideas): панель фильтров (статус, тип актива, ИИС, потенциальная доходность, брокер, ' +
          'горизонт, валюта, факторы роста, рейтинг аналитика, период) со счетчиком отличий от значений по ' +
          'умолчанию (`countFilterDifferences` домена) и кнопкой сброса, сортировка, карточки идей с «Верю» / «Не ' +
          'верю» и страницы. Закрытые фильтры (право ii.filters.idea.<поле>) не меняют состояние: для ' +
          'ii.filters.idea.asset и ii.filters.idea.iis открывается регистрация, для остальных — диалог прав с этим ' +
          'типом; исход приходит в `onPermissionRequired(outcome, permission)`. На телефоне фильтры открываются в ' +
          'выезжающей панели. Пропсы: `user`, `ideas`, `total`, `loading`, ' +
          '`filters`/`filterDefaults`/`filterOptions`/`onFiltersChange`, `onPermissionRequired`, `votes`, `onVote`, ' +
          '`onAddToPortfolio`, `onBet` (ставка в лиге с карточки; сделанные ставки — из `user.bets`), `pageCount`, ' +
          '`onNavigate`. Состояния: гость (закрыты тип актива и ИИС), Free (закрыты PRO-фильтры), PRO, пустой ' +
          'результат, загрузка, телефон.',
      },
    },
  },
} satisfies Meta<typeof IdeasFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

function panel(canvas: ReturnType<typeof within>) {
  return within(canvas.getByRole('complementary', { name: ideasMessages.filtersRegion }));
}

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    const filters = panel(canvas);
    // The panel is a chunk of its own (it arrives after the feed).
    await expect(await filters.findByText(ideasMessages.defaultFilters)).toBeVisible();
    // Each field that differs from the defaults counts once, lists compare as sets.
    await userEvent.click(filters.getByRole('checkbox', { name: 'Финам' }));
    await expect(filters.getByText('Изменено фильтров: 1')).toBeVisible();
    await userEvent.click(filters.getByRole('checkbox', { name: 'Атон' }));
    await expect(filters.getByText('Изменено фильтров: 1')).toBeVisible();
    await userEvent.click(filters.getByRole('radio', { name: 'Акции РФ' }));
    await expect(filters.getByText('Изменено фильтров: 2')).toBeVisible();
    await userEvent.click(filters.getByRole('checkbox', { name: 'Подходит для ИИС' }));
    await expect(filters.getByText('Изменено фильтров: 3')).toBeVisible();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ broker_id: [2, 8], asset: 'stock_ru', iis: 1, page: 1 }),
    );
    // Back to the default value is no longer a difference.
    await userEvent.click(filters.getByRole('checkbox', { name: 'Финам' }));
    await userEvent.click(filters.getByRole('checkbox', { name: 'Атон' }));
    await expect(filters.getByText('Изменено фильтров: 2')).toBeVisible();
    await userEvent.click(filters.getByRole('button', { name: ideasMessages.reset }));
    await expect(filters.getByText(ideasMessages.defaultFilters)).toBeVisible();
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

export const Votes: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    // The account's likes (101) and dislikes (105) show as pressed votes.
    const sber = within(canvas.getByRole('article', { name: 'Сбербанк: рост на дивидендах' }));
    await expect(sber.getByRole('button', { name: /^Верю/ })).toHaveAttribute('aria-pressed', 'true');
    const magnit = within(canvas.getByRole('article', { name: 'Магнит: разворот маржинальности' }));
    await expect(magnit.getByRole('button', { name: /^Не верю/ })).toHaveAttribute('aria-pressed', 'true');
    const yandex = within(canvas.getByRole('article', { name: 'Яндекс: ускорение выручки от рекламы' }));
    await userEvent.click(yandex.getByRole('button', { name: /^Верю/ }));
    await expect(args.onVote).toHaveBeenLastCalledWith(103, 'believe');
    await userEvent.click(yandex.getByRole('button', { name: /^Не верю/ }));
    await expect(args.onVote).toHaveBeenLastCalledWith(103, 'notbelieve');
    // Ideas already in the portfolio cannot be added twice.
    await expect(sber.getByRole('button', { name: ideasMessages.inPortfolio })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 2' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  },
};

/** Bets from the feed: «Сделать ставку» on each open card; the account's bets (101, 104) show as placed. */
export const Bets: Story = {
  tags: ['pro'],
  args: {
    user: {
      ...pro,
      bets: [
        { idea_id: 101, bet: 'believe' },
        { idea_id: 104, bet: 'notbelieve' },
      ],
    },
    onBet: fn(),
  },
  play: async ({ canvas, args }) => {
    const sber = within(canvas.getByRole('article', { name: 'Сбербанк: рост на дивидендах' }));
    await expect(sber.getByRole('button', { name: ideasMessages.betPlaced })).toBeDisabled();
    const yandex = within(canvas.getByRole('article', { name: 'Яндекс: ускорение выручки от рекламы' }));
    await userEvent.click(yandex.getByRole('button', { name: sharedMessages.placeBet }));
    await expect(args.onBet).toHaveBeenCalledTimes(1);
    await expect(args.onBet).toHaveBeenCalledWith(103);
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas, args }) => {
    const filters = panel(canvas);
    // Asset and ИИС filters ask a guest to register; the choice is not applied.
    await userEvent.click(filters.getByRole('radio', { name: 'Акции РФ' }));
    await expect(args.onPermissionRequired).toHaveBeenLastCalledWith({ kind: 'register' }, 'ii.filters.idea.asset');
    await expect(filters.getByRole('radio', { name: 'Акции РФ' })).not.toBeChecked();
    await userEvent.click(filters.getByRole('checkbox', { name: 'Подходит для ИИС' }));
    await expect(args.onPermissionRequired).toHaveBeenLastCalledWith({ kind: 'register' }, 'ii.filters.idea.iis');
    await expect(filters.getByRole('checkbox', { name: 'Подходит для ИИС' })).not.toBeChecked();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await expect(filters.getByText(ideasMessages.defaultFilters)).toBeVisible();
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { user: free },
  play: async ({ canvas, args }) => {
    const filters = panel(canvas);
    // Other locked filters open the permission dialog with their key as its type.
    await userEvent.click(filters.getByRole('checkbox', { name: 'Финам' }));
    await expect(args.onPermissionRequired).toHaveBeenLastCalledWith(
      { kind: 'permissionDialog', type: 'ii.filters.idea.broker_id' },
      'ii.filters.idea.broker_id',
    );
    await expect(filters.getByRole('checkbox', { name: 'Финам' })).not.toBeChecked();
    await userEvent.click(filters.getByRole('checkbox', { name: '20–50%' }));
    await expect(args.onPermissionRequired).toHaveBeenLastCalledWith(
      { kind: 'permissionDialog', type: 'ii.filters.idea.potential_yield' },
      'ii.filters.idea.potential_yield',
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // Asset is open to a signed-in free account.
    await userEvent.click(filters.getByRole('radio', { name: 'Акции США' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ asset: 'stock_us' }));
    await expect(filters.getByText('Изменено фильтров: 1')).toBeVisible();
  },
};

export const EmptyResult: Story = {
  tags: ['pro'],
  args: {
    ideas: [],
    total: 0,
    pageCount: 1,
    filters: { ...IDEAS_FILTER_DEFAULTS, broker_id: [8], horizon: [1], currency: ['cny'] },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ideasMessages.emptyTitle)).toBeVisible();
    await expect(panel(canvas).getByText('Изменено фильтров: 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.resetFilters }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(IDEAS_FILTER_DEFAULTS);
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { ideas: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ideasMessages.loadingIdeas);
    await expect(canvas.getByText(ideasMessages.searchingIdeas)).toBeVisible();
  },
};

export const ClosedIdeas: Story = {
  tags: ['pro'],
  args: {
    ideas: ideas.filter((idea) => idea.status !== 'open'),
    total: 2,
    pageCount: 1,
    filters: { ...IDEAS_FILTER_DEFAULTS, status: 'closed' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Закрыта с прибылью')).toBeVisible();
    await expect(panel(canvas).getByRole('radio', { name: 'Закрытые' })).toBeChecked();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { user: free, filters: { ...IDEAS_FILTER_DEFAULTS, asset: 'stock_ru' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary', { name: ideasMessages.filtersRegion })).toBeNull();
    const trigger = canvas.getByRole('button', { name: /Фильтры/ });
    await expect(trigger).toHaveTextContent('1');
    await userEvent.click(trigger);
    const drawer = within(await within(document.body).findByRole('dialog', { name: ideasMessages.filters }));
    await expect(drawer.getByRole('radio', { name: 'Акции РФ' })).toBeChecked();
    await userEvent.click(drawer.getByRole('button', { name: /Показать/ }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const OneAnalyst: Story = {
  name: 'Идеи одного аналитика',
  tags: ['guest'],
  args: {
    user: guest,
    ideas: openIdeas.filter((idea) => idea.analyst?.id === 11),
    total: 1,
    pageCount: 1,
    analystFilter: { id: 11, name: 'Олег Николаев', clearHref: '/ideas?status=all' },
  },
  play: async ({ canvas, args }) => {
    // Whose ideas the feed shows (a name in the rating), and the way back to everyone's.
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(/^Идеи аналитика Олег Николаев\. Все идеи$/);
    await userEvent.click(within(note).getByRole('link', { name: ideasMessages.allIdeas }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas?status=all');
  },
};

export const UnknownAnalyst: Story = {
  name: 'Аналитик без идей на странице',
  tags: ['guest'],
  args: {
    user: guest,
    ideas: [],
    total: 0,
    pageCount: 1,
    analystFilter: { id: 77, name: null, clearHref: '/ideas' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Идеи аналитика № 77\. Все идеи$/);
  },
};
