import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, formatCoins } from '../../../src/domain';
import { PrizesPage } from '../../../src/screens/prizes';
import { free, pro } from '../../fixtures/accounts';
import { faq, prizeHoodie, prizeProMonth, prizes, specialCards } from '../../fixtures/prizes';
import { spaced } from '../../support/text';

/** Testing Library collapses the no-break spaces of ru-RU numbers in the page text; do the same. */
const meta = {
  title: 'Экраны/Prizes/PrizesPage',
  component: PrizesPage,
  args: { prizes, faq, specialCards, coins: free.coins, isPro: false, onSelectPrize: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Магазин призов (/account/prizes): баланс монет со ссылкой на историю начислений, карточки ' +
          'призов-подписок (стили карточек сетки чередуются по кругу из трех вариантов), специальные карточки (как ' +
          'получить больше монет), товары с бесплатной доставкой по России и блок «Вопросы и ответы» (q, a). ' +
          'Нажатие «Обменять» вызывает `onSelectPrize(prize)` — приложение запускает проверку can-exchange, а ' +
          'диалоги обмена показывает `PrizeExchangeDialog`. Пропсы: `prizes` (значения карты призов GET ' +
          '/api/liga/prizes), `faq`, `coins` — баланс, `isPro` — не-PRO видят приглашение «Стать PRO», ' +
          '`specialCards`, `pendingPrizeId` — приз, проверка которого идет, `coinHistoryHref`, `plansHref`, ' +
          '`onNavigate`. Состояния: Free с небольшим балансом (подсказка «Не хватает …»), PRO, проверка приза, ' +
          'телефон.',
      },
    },
  },
} satisfies Meta<typeof PrizesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeLowCoins: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.menuPrizes })).toBeVisible();
    await expect(canvas.getByTestId('coin-balance')).toHaveTextContent(/^1\s000\sмонет$/);
    // Not PRO: coins accrue monthly only to PRO users, so the page invites to become PRO.
    await expect(canvas.getByText(MESSAGES.coinHistoryEmpty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.becomeProLink })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    // A prize above the balance shows what is missing.
    await expect(canvas.getByText(spaced(`Не хватает ${formatCoins(prizeProMonth.coins - free.coins)}`))).toBeVisible();
    // Grid card styles cycle through three variants.
    const variants = canvas
      .getAllByRole('article')
      .map((card) => card.getAttribute('data-prize-variant'))
      .filter(Boolean);
    await expect(variants).toEqual(['primary', 'accent', 'muted', 'primary']);
    // Goods carry the free-delivery note.
    const goods = canvas.getByRole('region', { name: 'Товары' });
    await expect(within(goods).getAllByText(MESSAGES.prizeFreeDelivery).length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: `Обменять: ${prizeHoodie.title}` }));
    await expect(args.onSelectPrize).toHaveBeenCalledWith(prizeHoodie);
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { coins: pro.coins, isPro: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText(MESSAGES.coinHistoryEmpty)).toBeNull();
    // The balance covers the one-month prize: no shortfall on its card.
    const month = canvas.getByRole('article', { name: prizeProMonth.title });
    await expect(within(month).queryByText(/Не хватает/)).toBeNull();
    // The FAQ answers open on demand.
    const question = canvas.getByText(faq[0]!.q);
    await expect(canvas.getByText(faq[0]!.a)).not.toBeVisible();
    await userEvent.click(question);
    await expect(canvas.getByText(faq[0]!.a)).toBeVisible();
    const history = canvas.getByRole('link', { name: 'История начислений' });
    await expect(history).toHaveAttribute('href', '/account/contest/coining');
    await userEvent.click(history);
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/contest/coining');
  },
};

export const Checking: Story = {
  tags: ['pro'],
  args: { coins: pro.coins, isPro: true, pendingPrizeId: prizeProMonth.id },
  play: async ({ args, canvas }) => {
    const pending = canvas.getByRole('button', { name: new RegExp(prizeProMonth.title) });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    // One check at a time: the other prizes wait.
    await expect(canvas.getByRole('button', { name: `Обменять: ${prizeHoodie.title}` })).toBeDisabled();
    await userEvent.click(pending);
    await expect(args.onSelectPrize).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    // One card per row at 375px.
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
  },
};

/** Cards of the first grid row: those sharing the first card's top edge. */
const firstRow = (cards: HTMLElement[]) =>
  cards.filter((card) => card.getBoundingClientRect().top === cards[0]!.getBoundingClientRect().top);

export const Tablet: Story = {
  tags: ['pro'],
  args: { coins: pro.coins, isPro: true },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const subscriptions = canvas.getByRole('region', { name: 'Подписка за монеты' });
    await expect(firstRow(within(subscriptions).getAllByRole('article'))).toHaveLength(2);
  },
};

export const Desktop: Story = {
  tags: ['pro'],
  args: { coins: pro.coins, isPro: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const subscriptions = canvas.getByRole('region', { name: 'Подписка за монеты' });
    await expect(firstRow(within(subscriptions).getAllByRole('article'))).toHaveLength(3);
  },
};

export const AwaitingAddress: Story = {
  name: 'Заказ ждет адреса доставки',
  tags: ['pro'],
  args: {
    coins: pro.coins,
    isPro: true,
    ordersAwaitingAddress: [{ id: 31, title: prizeHoodie.title }],
    onGiveAddress: fn(),
  },
  play: async ({ args, canvas }) => {
    // A merch order without its address: a notice above the shop, «Указать адрес» asks the app for the dialog.
    const notice = canvas.getByText(`Укажите адрес доставки: «${prizeHoodie.title}»`);
    await expect(notice).toBeVisible();
    await expect(canvas.getByText('Без адреса мы не сможем отправить приз.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Указать адрес' }));
    await expect(args.onGiveAddress).toHaveBeenCalledWith({ id: 31, title: prizeHoodie.title });
  },
};
