import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, initialPrizeState, prizeReducer, type Prize } from '../../../src/domain';
import { PrizeExchangeDialog, PrizesPage } from '../../../src/screens/prizes';
import { free, pro } from '../../fixtures/accounts';
import {
  canExchangeNotEnough,
  canExchangeOk,
  canExchangeProOnly,
  faq,
  prizeHoodie,
  prizeMug,
  prizeProMonth,
  prizeProYear,
  prizeStates,
  prizes,
} from '../../fixtures/prizes';

const meta = {
  title: 'Диалоги/Prizes/PrizeExchangeDialog',
  component: PrizeExchangeDialog,
  args: { state: prizeStates.confirm, onConfirm: fn(), onClose: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Диалоги обмена монет на приз (раздел 4 спецификации). Экран показывает состояние доменного редьюсера ' +
          '`prizeReducer`, которым управляет приложение: подтверждение (Отмена / «Прекрасно, меняем!»), обмен идет ' +
          '(кнопка занята, закрыть нельзя), финал для товара «Отличная сделка!» (адрес уточним позже), финал для ' +
          'подписки «Ваша подписка продлена!» (действующий PRO продлевается), ошибка проверки с заголовком и ' +
          'описанием сервера и одной кнопкой «Понятно», и error_pro_only с кнопками «Стать PRO» (страница тарифов) ' +
          'и «Закрыть». Пропсы: `state`, `onConfirm`, `onClose`, `onNavigate`.',
      },
    },
  },
} satisfies Meta<typeof PrizeExchangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  tags: ['pro'],
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.prizeConfirmTitle });
    await waitFor(() => expect(within(dialog).getByText(prizeProMonth.title)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(/С баланса будет списано 4\s000 монет/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeConfirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Exchanging: Story = {
  tags: ['pro'],
  args: { state: prizeStates.exchanging },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.prizeConfirmTitle });
    const confirm = within(dialog).getByRole('button', { name: MESSAGES.prizeConfirm });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The exchange is not abandoned half-way: no cancel, no Esc.
    await expect(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const FinishedMerch: Story = {
  tags: ['pro'],
  args: { state: prizeStates.finishedMerch },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.prizeMerchFinish });
    await waitFor(() => expect(within(dialog).getByText(MESSAGES.prizeMerchFinishDescription)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeUnderstood }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FinishedSubscription: Story = {
  tags: ['pro'],
  args: { state: prizeStates.finishedSubscription },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.prizeSubscriptionFinish });
    await waitFor(() => expect(within(dialog).getByText(MESSAGES.prizeSubscriptionFinishDescription)).toBeVisible());
  },
};

export const Error: Story = {
  tags: ['free'],
  args: { state: prizeStates.error },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: canExchangeNotEnough.error_message! });
    await waitFor(() => expect(within(dialog).getByText(canExchangeNotEnough.error_description!)).toBeVisible());
    // One button only (besides the close icon): «Понятно».
    await expect(within(dialog).queryByRole('button', { name: MESSAGES.prizeConfirm })).toBeNull();
    await expect(within(dialog).queryByRole('link', { name: MESSAGES.becomePro })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeUnderstood }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ErrorProOnly: Story = {
  tags: ['free'],
  args: { state: prizeStates.errorProOnly },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: canExchangeProOnly.error_message! });
    await waitFor(() => expect(within(dialog).getByText(canExchangeProOnly.error_description!)).toBeVisible());
    const becomePro = within(dialog).getByRole('link', { name: MESSAGES.becomePro });
    await expect(becomePro).toHaveAttribute('href', '/subscription/plans');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: MESSAGES.close })).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: MESSAGES.prizeUnderstood })).toBeNull();
    await userEvent.click(becomePro);
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The can-exchange answer the stand-in server gives for each prize. */
function checkAnswer(prize: Prize) {
  if (prize.id === prizeProYear.id) return canExchangeProOnly;
  if (prize.id === prizeHoodie.id) return canExchangeNotEnough;
  return canExchangeOk;
}

/** The page and the dialogs driven by the domain reducer, as the app drives them. */
function ExchangeFlow({
  onExchange,
  onNavigate,
  coins,
}: {
  onExchange: () => void;
  onNavigate: (href: string) => void;
  coins: number;
}) {
  const [state, dispatch] = useReducer(prizeReducer, initialPrizeState);
  return (
    <>
      <PrizesPage
        prizes={prizes}
        faq={faq}
        coins={coins}
        isPro={false}
        pendingPrizeId={state.phase === 'checking' ? (state.prize?.id ?? null) : null}
        onSelectPrize={(prize) => {
          dispatch({ type: 'select', prize });
          dispatch({ type: 'checked', response: checkAnswer(prize) });
        }}
        onNavigate={onNavigate}
      />
      <PrizeExchangeDialog
        state={state}
        onConfirm={() => {
          onExchange();
          dispatch({ type: 'confirm' });
          dispatch({ type: 'exchanged' });
        }}
        onClose={() => dispatch({ type: 'close' })}
        onNavigate={onNavigate}
      />
    </>
  );
}

export const Flow: Story = {
  tags: ['free'],
  // The confirmation callback stands for the exchange call the app makes.
  render: (args) => (
    <ExchangeFlow coins={free.coins + pro.coins} onExchange={args.onConfirm} onNavigate={args.onNavigate!} />
  ),
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const onExchange = args.onConfirm as ReturnType<typeof fn>;

    // Merch: confirm → 'Отличная сделка!'
    const mugButton = canvas.getByRole('button', { name: `Обменять: ${prizeMug.title}` });
    await userEvent.click(mugButton);
    let dialog = await body.findByRole('dialog', { name: MESSAGES.prizeConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeConfirm }));
    await expect(onExchange).toHaveBeenCalledTimes(1);
    dialog = await body.findByRole('dialog', { name: MESSAGES.prizeMerchFinish });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeUnderstood }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus returns to the prize the member chose.
    await waitFor(() => expect(mugButton).toHaveFocus());

    // Subscription: confirm → 'Ваша подписка продлена!'
    await userEvent.click(canvas.getByRole('button', { name: `Обменять: ${prizeProMonth.title}` }));
    dialog = await body.findByRole('dialog', { name: MESSAGES.prizeConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeConfirm }));
    dialog = await body.findByRole('dialog', { name: MESSAGES.prizeSubscriptionFinish });
    await waitFor(() => expect(within(dialog).getByText(MESSAGES.prizeSubscriptionFinishDescription)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Cancel on the confirmation exchanges nothing.
    onExchange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: `Обменять: ${prizeProMonth.title}` }));
    dialog = await body.findByRole('dialog', { name: MESSAGES.prizeConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(onExchange).not.toHaveBeenCalled();

    // Failed check: the server's title and description with one button 'Понятно'.
    await userEvent.click(canvas.getByRole('button', { name: `Обменять: ${prizeHoodie.title}` }));
    dialog = await body.findByRole('dialog', { name: canExchangeNotEnough.error_message! });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeUnderstood }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // error_pro_only: 'Стать PRO' to the plans page and 'Закрыть'.
    await userEvent.click(canvas.getByRole('button', { name: `Обменять: ${prizeProYear.title}` }));
    dialog = await body.findByRole('dialog', { name: canExchangeProOnly.error_message! });
    await expect(within(dialog).getByRole('link', { name: MESSAGES.becomePro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(onExchange).not.toHaveBeenCalled();
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
  },
};
