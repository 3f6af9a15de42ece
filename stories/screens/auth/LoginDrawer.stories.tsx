import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { MESSAGES } from '../../../src/domain';
import { LoginDrawer } from '../../../src/screens/auth';
import { expectClosedAndRestored, expectPageLocked, settled } from '../../support/overlays';
import * as authMessages from '../../../src/screens/auth/messages';

const meta = {
  title: 'Диалоги/LoginDrawer',
  component: LoginDrawer,
  args: {
    trigger: <Button variant="secondary">Войти</Button>,
    onOpenChange: fn(),
    onSubmit: fn(),
    onSwitchToRegister: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Вход в выезжающей сбоку шторке (docs/product/screens.md) с формой LoginForm из раздела авторизации. Приложение держит флаг блокировки модальных окон (modals-locked) в согласии с `onOpenChange`: true при открытии, false при закрытии. ' +
          'Пока запрос идёт (`busy`), шторку нельзя закрыть, повторная отправка игнорируется. «Зарегистрироваться» вызывает `onSwitchToRegister`. ' +
          'Свойства: `onSubmit`, `busy`, `errors` (блок «Ошибка!»), `fieldErrors`, `defaultValues`, `onSwitchToRegister`, `open`/`onOpenChange`/`trigger`. Состояния: пустая форма, ошибки, вход.',
      },
    },
  },
} satisfies Meta<typeof LoginDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['guest'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: MESSAGES.login });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: authMessages.loginTitle });
    // The modals-locked flag follows onOpenChange.
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectPageLocked();
    // Slides in from the right edge.
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth);
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'd.volkov@example.ru');
    await userEvent.type(within(drawer).getByLabelText(/Пароль/, { selector: 'input' }), 'секретный-пароль');
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.login }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'd.volkov@example.ru', password: 'секретный-пароль' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedAndRestored(trigger);
  },
};

export const Errors: Story = {
  tags: ['guest'],
  args: {
    defaultOpen: true,
    trigger: undefined,
    errors: MESSAGES.invalidCredentials,
    defaultValues: { email: 'd.volkov@example.ru' },
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: authMessages.loginTitle });
    const block = within(drawer).getByRole('alert');
    await expect(block).toHaveTextContent(MESSAGES.errorHeading);
    await expect(block).toHaveTextContent(MESSAGES.invalidCredentials);
    // Client validation: an empty password is not sent.
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.login }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(drawer).getByText(MESSAGES.passwordEmpty)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: authMessages.register }));
    await expect(args.onSwitchToRegister).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  tags: ['guest'],
  args: {
    defaultOpen: true,
    trigger: undefined,
    busy: true,
    defaultValues: { email: 'd.volkov@example.ru', password: 'секретный-пароль' },
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: authMessages.loginTitle });
    const submit = within(drawer).getByRole('button', { name: /Входим/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(drawer).getByRole('button', { name: authMessages.register })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: authMessages.loginTitle })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  tags: ['guest'],
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: authMessages.loginTitle });
    await settled(drawer);
    await expect(drawer.offsetWidth).toBe(window.innerWidth);
  },
};
