import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { ApplicationFormDialog, type ApplicationFormDialogProps } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked, settled } from '../../support/overlays';
import * as dialogsMessages from '../../../src/screens/dialogs/messages';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Диалоги/ApplicationFormDialog',
  component: ApplicationFormDialog,
  args: {
    trigger: <Button variant="secondary">Оставить заявку</Button>,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Форма заявки в модальном окне (docs/product/screens.md): имя, контакт (email или телефон) и сообщение. Проверка при отправке: все поля обязательны (после обрезки пробелов), контакт — email или телефон, длина ограничена; фокус переходит к первому полю с ошибкой. ' +
          'Блокирует прокрутку страницы. Свойства: `onSubmit(values)` — проверенные значения, `busy` — запрос в пути (окно не закрывается, повторная отправка игнорируется), `sent` — заявка принята, `errors` — ошибки сервера в блоке «Ошибка!», `fieldErrors` — ошибки полей с сервера, `title`, `description`, `defaultValues`, `open`/`onOpenChange`/`trigger`. ' +
          'Состояния: пустая форма, ошибки проверки, отправка, отправлено, ошибки сервера.',
      },
    },
  },
} satisfies Meta<typeof ApplicationFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: dialogsMessages.applicationTitle });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: dialogsMessages.applicationTitle });
    await expectPageLocked();
    const name = within(dialog).getByRole('textbox', { name: /Ваше имя/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: /Email или телефон/ })).toHaveAccessibleDescription(
      dialogsMessages.replyToHint,
    );
    await expect(within(dialog).getByRole('textbox', { name: /Сообщение/ })).toBeRequired();
    await userEvent.keyboard('{Escape}');
    await expectClosedAndRestored(trigger);
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: dialogsMessages.applicationTitle }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: dialogsMessages.sendApplication }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = within(dialog).getByRole('textbox', { name: /Ваше имя/ });
    const contact = within(dialog).getByRole('textbox', { name: /Email или телефон/ });
    const message = within(dialog).getByRole('textbox', { name: /Сообщение/ });
    for (const field of [name, contact, message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining('Обязательное поле'));
    }
    // Focus goes to the first field to fix.
    await expect(name).toHaveFocus();

    await userEvent.type(name, '  Анна Смирнова ');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(contact, 'анна собака почта');
    await userEvent.type(message, 'Хочу подключить PRO для команды из пяти человек');
    await userEvent.click(within(dialog).getByRole('button', { name: dialogsMessages.sendApplication }));
    await expect(contact).toHaveAccessibleDescription(expect.stringContaining('Укажите email или номер телефона'));
    await expect(contact).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(contact);
    await userEvent.type(contact, '+7 (916) 123-45-67');
    await userEvent.click(within(dialog).getByRole('button', { name: dialogsMessages.sendApplication }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Анна Смирнова',
      contact: '+7 (916) 123-45-67',
      message: 'Хочу подключить PRO для команды из пяти человек',
    });
  },
};

export const Busy: Story = {
  args: {
    busy: true,
    defaultOpen: true,
    trigger: undefined,
    defaultValues: { name: 'Анна Смирнова', contact: 'anna@example.ru', message: 'Вопрос про тариф PRO навсегда' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: /Отправляем/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: /Ваше имя/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** The app's part: submit, then the answer arrives and the dialog shows the confirmation. */
function SendingFlow(props: ApplicationFormDialogProps) {
  const [sent, setSent] = useState(false);
  return (
    <ApplicationFormDialog
      {...props}
      sent={sent}
      onSubmit={(values) => {
        props.onSubmit(values);
        setSent(true);
      }}
    />
  );
}

export const Sent: Story = {
  render: (args) => <SendingFlow {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: dialogsMessages.applicationTitle });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ваше имя/ }), 'Павел Соколов');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email или телефон/ }), 'p.sokolov@example.ru');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Сообщение/ }),
      'Интересует партнерская программа',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: dialogsMessages.sendApplication }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const sent = await screen.findByRole('dialog', { name: dialogsMessages.applicationSent });
    await expect(within(sent).getByRole('status')).toHaveTextContent(dialogsMessages.applicationThanks);
    await userEvent.click(within(sent).getAllByRole('button', { name: MESSAGES.close }).at(-1)!);
    await expectClosedAndRestored(trigger);
  },
};

export const ServerErrors: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    errors: 'Произошла ошибка. Попробуйте операцию позже.',
    fieldErrors: { contact: 'Этот адрес не принимает письма' },
    defaultValues: { name: 'Анна Смирнова', contact: 'anna@example.ru', message: 'Вопрос' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const block = within(dialog).getByRole('alert');
    await expect(block).toHaveTextContent(MESSAGES.errorHeading);
    await expect(block).toHaveTextContent(MESSAGES.genericError);
    await expect(within(dialog).getByRole('textbox', { name: /Email или телефон/ })).toHaveAccessibleDescription(
      expect.stringContaining('Этот адрес не принимает письма'),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog'));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const submit = within(dialog).getByRole('button', { name: dialogsMessages.sendApplication });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
