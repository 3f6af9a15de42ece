import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { UpgradeToPro } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Диалоги/UpgradeToPro',
  component: UpgradeToPro,
  args: {
    trigger: <Button variant="secondary">Добавить в портфель</Button>,
    onOpenChange: fn(),
    children:
      'Портфель идей доступен на тарифе PRO: добавляйте идеи без ограничений и получайте уведомления об их событиях.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Окно «Доступно для аккаунтов уровня PRO» (docs/product/permissions.md: например, портфель без права ii.portfolio) с кнопкой «Подключить PRO», ведущей на страницу тарифов. ' +
          'Свойства: `children` — пояснение, что именно доступно в PRO; `plansHref` (по умолчанию /subscription/plans); `onNavigate` — переход внутри приложения; `open`/`onOpenChange`/`trigger`. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof UpgradeToPro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Добавить в портфель' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    await expectPageLocked();
    await expect(dialog).toHaveTextContent('Портфель идей доступен на тарифе PRO');
    await expect(within(dialog).getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await expectClosedAndRestored(trigger);
  },
};

export const ConnectInApp: Story = {
  tags: ['free'],
  args: { onNavigate: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить в портфель' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: MESSAGES.connectPro }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
