import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatSignedPercent } from '../../../src/domain';
import { IdeaCard } from '../../../src/screens/ideas';
import { ideas } from '../../fixtures/ideas';
import { fitsPhoneScreen } from '../../support/viewport';
import * as sharedMessages from '../../../src/screens/shared/messages';
import * as ideasMessages from '../../../src/screens/ideas/messages';

const [sber, , yandex, , , , tech, aeroflot, nvidia] = ideas;

const meta = {
  title: 'Экраны/Ideas/IdeaCard',
  component: IdeaCard,
  args: { idea: sber!, vote: null, onVote: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Карточка идеи в ленте: тикер и компания, статус, брокер и аналитик, текущая и целевая цена, ' +
          'потенциальная доходность (для закрытой идеи — результат), горизонт и кнопки «Верю» / «Не верю» со ' +
          'счетчиками. Пропсы: `idea`, `vote` — голос пользователя (из likes/dislikes или локального хранилища ' +
          'гостя), `onVote(ideaId, vote)`, необязательные `onAddToPortfolio(ideaId)` и `inPortfolio`, ' +
          '`onBet(ideaId)` и `bet` — ставка в лиге («Сделать ставку» на открытой идее, «Ставка сделана» после нее), ' +
          '`headingLevel`, `onNavigate`. Состояния: открытая идея, с голосом «Верю», премиум-идея в долларах, ' +
          'закрытая с прибылью и с убытком (голосование закрыто), в портфеле, ставка (открыта, сделана, идея ' +
          'закрыта), узкая колонка на широком экране (строка цен по ширине карточки: две колонки).',
      },
    },
  },
} satisfies Meta<typeof IdeaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Сбербанк: рост на дивидендах' })).toBeVisible();
    await expect(canvas.getByText('+23,34 %')).toBeVisible();
    const believe = canvas.getByRole('button', { name: /^Верю/ });
    const notBelieve = canvas.getByRole('button', { name: /^Не верю/ });
    await expect(believe).toHaveAttribute('aria-pressed', 'false');
    await expect(believe).toHaveTextContent(/1\s284/);
    await userEvent.click(believe);
    await expect(args.onVote).toHaveBeenLastCalledWith(101, 'believe');
    await userEvent.click(notBelieve);
    await expect(args.onVote).toHaveBeenLastCalledWith(101, 'notbelieve');
    await expect(args.onVote).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('link', { name: 'Сбербанк: рост на дивидендах' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas/101');
  },
};

/** A short idea: the card shows the fall it expects («Ожидаемое снижение −28 %»), not a green «+28 %». */
export const ShortIdea: Story = {
  name: 'Идея на снижение',
  args: {
    idea: {
      ...sber!,
      name: 'Сбербанк: ожидаем снижение на 28 %',
      direction: 'short',
      startPrice: 300,
      currentPrice: 300,
      targetPrice: 216,
      potentialYield: 28,
    },
  },
  play: async ({ canvas }) => {
    // The stat's value follows its label: the expected fall, with the price's sign and no colour.
    const value = canvas.getByText(sharedMessages.expectedFall).nextElementSibling;
    await expect(value?.textContent).toBe(formatSignedPercent(-28));
    await expect(value).toHaveAttribute('data-sign', 'neutral');
    await expect(canvas.getByRole('article').textContent).not.toContain(formatSignedPercent(28));
  },
};

export const Believed: Story = {
  args: { vote: 'believe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Верю/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Не верю/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PremiumInDollars: Story = {
  args: { idea: nvidia!, onAddToPortfolio: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ideasMessages.premiumBadge)).toBeVisible();
    await expect(canvas.getByText('188,62 $')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.addToPortfolio }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledWith(109);
  },
};

export const InPortfolio: Story = {
  args: { idea: yandex!, onAddToPortfolio: fn(), inPortfolio: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ideasMessages.inPortfolio })).toBeDisabled();
  },
};

export const ClosedWithProfit: Story = {
  args: { idea: tech! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Закрыта с прибылью')).toBeVisible();
    await expect(canvas.getByText(sharedMessages.result)).toBeVisible();
    const believe = canvas.getByRole('button', { name: /^Верю/ });
    await expect(believe).toBeDisabled();
    await userEvent.click(believe, { pointerEventsCheck: 0 });
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

export const ClosedWithLoss: Story = {
  args: { idea: aeroflot! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Закрыта с убытком')).toBeVisible();
    await expect(canvas.getByText('-12,48 %')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };

/** A premium idea the viewer has not bought: the API sends no target (`locked`); the card says where it is. */
export const LockedPremium: Story = {
  args: { idea: { ...sber!, premium: true, locked: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ideasMessages.premiumBadge)).toBeVisible();
    await expect(canvas.getByText(ideasMessages.inPremiumIdea)).toBeVisible();
  },
};

/** The number of columns of a card's price row (its grid's tracks). */
const priceColumns = (card: HTMLElement) =>
  getComputedStyle(card.querySelector('dl')!).gridTemplateColumns.split(' ').filter(Boolean).length;

/**
 * A card in a narrow column on a wide screen (the stock page's grid of three): the price row follows the
 * card's width, not the screen's — two columns, every value inside its card — and four in a wide card.
 */
export const NarrowColumnOnDesktop: Story = {
  args: { idea: { ...sber!, premium: true, locked: true } },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '280px 720px', gap: 16, alignItems: 'start' }}>
        <Story />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [narrow, wide] = canvas.getAllByRole('article');
    await expect(priceColumns(narrow!)).toBe(2);
    await expect(priceColumns(wide!)).toBe(4);
    const edge = narrow!.getBoundingClientRect().right;
    for (const value of narrow!.querySelectorAll('dd')) {
      await expect(value.getBoundingClientRect().left + value.scrollWidth).toBeLessThanOrEqual(edge + 0.5);
    }
  },
};

/** «Цель достигнута»: a closed idea shows its final result (the API's return_pct), voting is closed. */
export const TargetReached: Story = {
  args: { idea: { ...sber!, status: 'target_reached', result: 18.5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Цель достигнута')).toBeVisible();
    await expect(canvas.getByText('+18,5 %')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Верю/ })).toBeDisabled();
  },
};

/** The contest league from the card: «Сделать ставку» on an open idea; a placed bet is shown and not repeated. */
export const Bet: Story = {
  args: { onBet: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sharedMessages.placeBet }));
    await expect(args.onBet).toHaveBeenCalledWith(101);
  },
};

export const BetPlaced: Story = {
  args: { onBet: fn(), bet: 'believe' },
  play: async ({ canvas, args }) => {
    const placed = canvas.getByRole('button', { name: ideasMessages.betPlaced });
    await expect(placed).toBeDisabled();
    await userEvent.click(placed, { pointerEventsCheck: 0 });
    await expect(args.onBet).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: sharedMessages.placeBet })).toBeNull();
  },
};

/** A closed idea takes no bets: no button unless the viewer had bet on it. */
export const BetClosed: Story = {
  args: { idea: tech!, onBet: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: sharedMessages.placeBet })).toBeNull();
  },
};
