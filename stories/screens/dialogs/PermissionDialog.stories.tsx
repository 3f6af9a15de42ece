import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { PERMISSION_DIALOG_FEATURES } from '../../../src/domain';
import { PermissionDialog } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked, keepPageOnLinkClicks, settled } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Диалоги/PermissionDialog',
  component: PermissionDialog,
  args: {
    type: 'ir.filters.insider_position',
    isGuest: false,
    trigger: <Button variant="secondary">Фильтр по должности инсайдера</Button>,
    onOpenChange: fn(),
    onRegister: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Диалог проверки прав (docs/product/flows.md, docs/product/permissions.md): открывается с ключом отказанного права как `type` и перечисляет возможности PRO — расширенный поиск, бот включен, полный инсайдер радар, полная статистика аналитиков, неограниченный портфель, премиум идеи −20 %, еженедельная рассылка; кнопка «Подключить PRO» ведёт на /subscription/plans. ' +
          'Гостю (`isGuest`) предлагается регистрация: «Зарегистрироваться» вызывает `onRegister` (приложение открывает шторку регистрации). Блокирует прокрутку страницы. ' +
          'Свойства: `type`, `isGuest`, `onRegister`, `features` (pro_features из конфигурации), `plansHref`, `onNavigate`, `open`/`onOpenChange`/`trigger`. Состояния: PRO-функция, гость.',
      },
    },
  },
} satisfies Meta<typeof PermissionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProFeature: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Фильтр по должности инсайдера' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    await expectPageLocked();
    const list = within(dialog).getByRole('list', { name: 'С PRO доступом Вы получите:' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([...PERMISSION_DIALOG_FEATURES]);
    await expect(items).toHaveLength(7);
    const connect = within(dialog).getByRole('link', { name: MESSAGES.connectPro });
    await expect(connect).toHaveAttribute('href', '/subscription/plans');
    await expect(within(dialog).queryByRole('button', { name: sharedMessages.register })).toBeNull();
    await expect(dialog.querySelector('[data-permission]')).toHaveAttribute(
      'data-permission',
      'ir.filters.insider_position',
    );

    // Esc closes; focus returns to the control that raised the check; the page is usable again.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedAndRestored(trigger);
  },
};

export const ConnectProInApp: Story = {
  tags: ['free'],
  args: { onNavigate: fn() },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Фильтр по должности инсайдера' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: MESSAGES.connectPro }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: {
    isGuest: true,
    type: 'ii.best_forecasters',
    trigger: <Button variant="secondary">Статистика аналитиков</Button>,
  },
  play: async ({ args, canvas }) => {
    const restoreLinks = keepPageOnLinkClicks();
    const trigger = canvas.getByRole('button', { name: 'Статистика аналитиков' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registerToContinue });
    await expectPageLocked();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(dialog).getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
    restoreLinks();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтр по должности инсайдера' }));
    const dialog = await settled(await screen.findByRole('dialog'));
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  tags: ['free'],
  globals: { theme: 'dark' },
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
  },
};
