import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { PortfolioIdeaDeleteConfirm } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';
import * as dialogsMessages from '../../../src/screens/dialogs/messages';

const meta = {
  title: 'Диалоги/PortfolioIdeaDeleteConfirm',
  component: PortfolioIdeaDeleteConfirm,
  args: {
    ideaName: 'Лукойл: обратный выкуп',
    trigger: <Button variant="secondary">Удалить из портфеля</Button>,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Подтверждение удаления идеи из портфеля. «Удалить» вызывает `onConfirm` (приложение делает POST /api/portfolios/{portfolioId}/remove/{ideaId}), «Отмена», крестик и Esc закрывают окно. ' +
          'Пока запрос идёт (`busy`), кнопка показывает «Удаляем...», повторные нажатия игнорируются, окно нельзя закрыть. Свойства: `ideaName`, `onConfirm`, `busy`, `open`/`onOpenChange`/`trigger`. Состояния: по умолчанию, удаление.',
      },
    },
  },
} satisfies Meta<typeof PortfolioIdeaDeleteConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['pro'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить из портфеля' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: dialogsMessages.deleteIdeaTitle });
    await expectPageLocked();
    await expect(dialog).toHaveTextContent('Идея «Лукойл: обратный выкуп» исчезнет из Вашего портфеля');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosedAndRestored(trigger);

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: dialogsMessages.deleteAction }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  tags: ['pro'],
  args: { busy: true, defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogsMessages.deleteIdeaTitle });
    const confirm = within(dialog).getByRole('button', { name: /Удаляем/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: MESSAGES.prizeCancel })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: MESSAGES.close })).toBeNull();
    // Esc does not dismiss while the removal is in flight.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
