import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { BonusPopup } from '../../../src/screens/dialogs';
import { free } from '../../fixtures/accounts';
import { expectClosedAndRestored, expectPageLocked, keepPageOnLinkClicks } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Диалоги/BonusPopup',
  component: BonusPopup,
  args: {
    botLink: free.telegram_bonus_link!,
    onClose: fn(),
    trigger: <Button variant="secondary">Показать бонус</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Бонусное окно (docs/product/flows.md): приглашает запустить бота в мессенджере и получить в подарок 500 монет. ' +
          'Показывается приложением, когда is_need_show_bonus_modal, онбординг включен и окно приза за бота разрешено (`showsBonusPopup` из домена). ' +
          'Любое закрытие — крестик, Esc, подложка или «Запустить бота» (ссылка telegram_bonus_link в новой вкладке) — вызывает `onClose`: приложение делает вызов viewed-bonus-modal и скрывает окно. ' +
          'Свойства: `botLink`, `onClose`, `coins` (по умолчанию 500), `open`/`trigger`. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof BonusPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Показать бонус' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.bonusTitle });
    await expectPageLocked();
    await expect(dialog).toHaveTextContent('+500');
    await expect(dialog).toHaveTextContent('монет в подарок');
    await expect(dialog).toHaveTextContent(MESSAGES.bonusText);
    const start = within(dialog).getByRole('link', { name: /Запустить бота/ });
    await expect(start).toHaveAttribute('href', 'https://t.me/investradar_bot?start=bonus1001');
    await expect(start).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
  },
};

export const StartBot: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const restoreLinks = keepPageOnLinkClicks();
    const trigger = canvas.getByRole('button', { name: 'Показать бонус' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: /Запустить бота/ }));
    // Starting the bot also closes the popup, which the app reports as viewed — exactly once.
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
    restoreLinks();
  },
};

export const Escape: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Показать бонус' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
  },
};
