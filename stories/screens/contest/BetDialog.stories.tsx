import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { BetDialog } from '../../../src/screens/contest';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';
import * as contestMessages from '../../../src/screens/contest/messages';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Экраны/Contest/BetDialog',
  component: BetDialog,
  args: {
    ideaName: 'Сбербанк: рост на дивидендах',
    balance: 1000,
    trigger: <Button>Сделать ставку</Button>,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Ставка на идею в лиге прогнозов: «Верю» или «Не верю» и ставка в монетах. Диалог сам проверяет ставку по ' +
          'правилам домена (целое число от 10 до 1000, не больше баланса) и только тогда вызывает `onSubmit({ bet, ' +
          'coins })` — приложение делает POST /api/bets/store; отказ сервера приходит в `errors` (поле или блок ' +
          '«Ошибка!»). Пока ставка уходит (`busy`), форма заблокирована, окно не закрывается. Пропсы: `ideaName`, ' +
          '`balance`, `initialChoice`, `initialStake`, `busy`, `errors`, `onSubmit`, ' +
          '`open`/`onOpenChange`/`trigger`. Состояния: по умолчанию, выбор с кнопки «Не верю», ошибка сервера, ' +
          'отправка.',
      },
    },
  },
} satisfies Meta<typeof BetDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: sharedMessages.placeBet });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: contestMessages.betDialogTitle });
    await expectPageLocked();
    await expect(dialog).toHaveTextContent('Сбербанк: рост на дивидендах');
    await expect(dialog).toHaveTextContent('Если прогноз сбудется, вернется 180 монет.');

    // No choice yet: the dialog says so and calls nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await waitFor(() => expect(within(dialog).getByText('Выберите: верю или не верю')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A stake over the balance, then below the minimum: the domain's messages, no call.
    await userEvent.click(within(dialog).getByRole('radio', { name: contestMessages.believe }));
    const stake = within(dialog).getByRole('spinbutton', { name: /Ставка, монет/ });
    await userEvent.clear(stake);
    await userEvent.type(stake, '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await waitFor(() => expect(within(dialog).getByText('Ставка должна быть от 10 до 1000 монет')).toBeVisible());
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(stake);
    await userEvent.type(stake, '250');
    await expect(dialog).toHaveTextContent('Если прогноз сбудется, вернется 450 монет.');
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ bet: 'believe', coins: 250 });

    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel }));
    await expectClosedAndRestored(trigger);
  },
};

export const NotEnoughCoins: Story = {
  tags: ['free'],
  args: { balance: 40, initialChoice: 'notbelieve', initialStake: 50, defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: contestMessages.betDialogTitle });
    await expect(within(dialog).getByRole('radio', { name: contestMessages.notBelieve })).toBeChecked();
    await expect(dialog).toHaveTextContent('На балансе 40 монет.');
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await waitFor(() => expect(within(dialog).getByText('Недостаточно монет для ставки')).toBeVisible());
    await expect(dialog).not.toHaveTextContent(/вернется/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A stake over the limit: the error, and no «вернется …» beside it; a stake that fits brings the payout back. */
export const OverLimit: Story = {
  name: 'Ставка больше лимита',
  tags: ['pro'],
  args: { balance: 20000, initialChoice: 'believe', initialStake: 5000, defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: contestMessages.betDialogTitle });
    const stake = within(dialog).getByRole('spinbutton');
    await userEvent.clear(stake);
    await userEvent.type(stake, '9000');
    await expect(dialog).not.toHaveTextContent(/вернется/);
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.placeBet }));
    await waitFor(() => expect(stake).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog).not.toHaveTextContent(/вернется/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(stake);
    await userEvent.type(stake, '500');
    await expect(stake).not.toHaveAttribute('aria-invalid');
    await expect(dialog).toHaveTextContent(/вернется 900 монет/);
  },
};

export const ServerError: Story = {
  tags: ['free'],
  args: {
    initialChoice: 'believe',
    defaultOpen: true,
    trigger: undefined,
    errors: { form: ['Идея уже закрыта, ставки не принимаются'] },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: contestMessages.betDialogTitle });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.errorHeading);
    await expect(alert).toHaveTextContent('Идея уже закрыта, ставки не принимаются');
  },
};

export const Busy: Story = {
  tags: ['free'],
  args: { initialChoice: 'believe', busy: true, defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: contestMessages.betDialogTitle });
    const submit = within(dialog).getByRole('button', { name: /Ставим/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
