import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { RegisterToContinue } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Диалоги/RegisterToContinue',
  component: RegisterToContinue,
  args: {
    trigger: <Button variant="secondary">Верю</Button>,
    onOpenChange: fn(),
    onRegister: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Окно «Зарегистрируйтесь, чтобы продолжить»: гость попробовал действие, которому нужен аккаунт (ставка, портфель). ' +
          '«Зарегистрироваться» вызывает `onRegister` (приложение открывает шторку регистрации); «Войти» — `onLogin` или ссылка `loginHref`. ' +
          'Свойства: `children` — что даст регистрация, `onNavigate`, `open`/`onOpenChange`/`trigger`. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof RegisterToContinue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['guest'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Верю' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registerToContinue });
    await expectPageLocked();
    await expect(within(dialog).getByRole('link', { name: MESSAGES.login })).toHaveAttribute('href', '/auth/login');
    await userEvent.click(within(dialog).getByRole('button', { name: sharedMessages.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
  },
};

export const LoginInDrawer: Story = {
  tags: ['guest'],
  args: { onLogin: fn() },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Верю' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.login }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).not.toHaveBeenCalled();
    await expectClosedAndRestored(trigger);
  },
};
