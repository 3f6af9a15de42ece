import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { MESSAGES } from '../../../src/domain';
import { RegisterDrawer } from '../../../src/screens/auth';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import * as authMessages from '../../../src/screens/auth/messages';

const meta = {
  title: 'Диалоги/RegisterDrawer',
  component: RegisterDrawer,
  args: {
    trigger: <Button variant="secondary">Регистрация</Button>,
    onOpenChange: fn(),
    onSubmit: fn(),
    onSwitchToLogin: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Регистрация в выезжающей шторке (docs/product/screens.md; сюда же ведёт проверка прав для гостя) с формой RegisterForm: имя (не короче 4 символов), email, пароль. Приложение держит флаг modals-locked в согласии с `onOpenChange`. ' +
          'Пока запрос идёт (`busy`), шторку нельзя закрыть. «Войти» вызывает `onSwitchToLogin`. ' +
          'Свойства: `onSubmit`, `busy`, `errors`, `fieldErrors`, `defaultValues`, `legal`, `onSwitchToLogin`, `open`/`onOpenChange`/`trigger`. Состояния: пустая форма, ошибки, регистрация.',
      },
    },
  },
} satisfies Meta<typeof RegisterDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['guest'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: MESSAGES.register });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.register });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectPageLocked();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Имя/ }), '  Марина Соколова ');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'm.sokolova@example.ru');
    await userEvent.type(within(drawer).getByLabelText(/Пароль/, { selector: 'input' }), 'надежный-пароль');
    await userEvent.click(within(drawer).getByRole('button', { name: authMessages.register }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Марина Соколова',
      email: 'm.sokolova@example.ru',
      password: 'надежный-пароль',
    });
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.close }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedAndRestored(trigger);
  },
};

export const Errors: Story = {
  tags: ['guest'],
  args: {
    defaultOpen: true,
    trigger: undefined,
    fieldErrors: { email: MESSAGES.emailTaken },
    defaultValues: { name: 'Марина Соколова', email: 'm.sokolova@example.ru' },
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.register });
    await expect(within(drawer).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      expect.stringContaining('Пользователь с таким email уже зарегистрирован'),
    );
    const name = within(drawer).getByRole('textbox', { name: /Имя/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ива');
    await userEvent.click(within(drawer).getByRole('button', { name: authMessages.register }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Неверное значение поля')));
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.login }));
    await expect(args.onSwitchToLogin).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  tags: ['guest'],
  args: {
    defaultOpen: true,
    trigger: undefined,
    busy: true,
    defaultValues: { name: 'Марина Соколова', email: 'm.sokolova@example.ru', password: 'надежный-пароль' },
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.register });
    const submit = within(drawer).getByRole('button', { name: /Регистрируем/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: MESSAGES.register })).toBeInTheDocument();
  },
};

export const OfferSmallPrint: Story = {
  name: 'Условия оферты по умолчанию',
  tags: ['guest'],
  args: { defaultOpen: true, trigger: undefined, termsHref: '/terms' },
  play: async () => {
    // Without its own `legal`, the drawer says that registering accepts the public offer, linked.
    const drawer = within(await screen.findByRole('dialog', { name: MESSAGES.register }));
    await expect(drawer.getByText(/^Регистрируясь, Вы принимаете условия/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'публичной оферты' })).toHaveAttribute('href', '/terms');
  },
};
