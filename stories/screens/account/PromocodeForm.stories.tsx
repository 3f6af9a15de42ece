import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, type PromocodePayload } from '../../../src/domain';
import { PromocodeForm, type PromocodeFormProps } from '../../../src/screens/account';
import { free, lifetime, pro, promo, promoUpgradable } from '../../fixtures/accounts';
import { promocodeErrorDescription } from '../../fixtures/account-area';
import * as accountMessages from '../../../src/screens/account/messages';

/** A fake activation server: the code 'PRO2026' works, any other answers with error_description. */
function WithServer({ onSubmit, ...rest }: PromocodeFormProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <PromocodeForm
      {...rest}
      errors={errors}
      successMessage={success}
      onSubmit={(payload: PromocodePayload) => {
        onSubmit(payload);
        if (payload.code === 'PRO2026') setSuccess(MESSAGES.promocodeActivated);
        else setErrors([promocodeErrorDescription]);
      }}
    />
  );
}

const meta = {
  title: 'Экраны/Account/PromocodeForm',
  component: PromocodeForm,
  args: { user: free, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Ввод промокода в настройках: одно обязательное текстовое поле и «Активировать». Блок показывается ' +
          'бесплатным пользователям и тем, кто может улучшить тариф промокодом, но не при доступе по промокоду — ' +
          'правило домена `accountFlags().offersPromocodeEntry`; иначе ничего не рендерится. При неудаче ' +
          '`error_description` сервера показывается в блоке «Ошибка!», при успехе — «PRO доступ успешно ' +
          'активирован!», после чего приложение перезагружает аккаунт. Пропсы: `user`, `onSubmit({ code, ' +
          'is_tariff_upgrade })`, `busy`, `errors`, `successMessage`. Состояния: бесплатный, улучшение тарифа ' +
          'промокодом, пустое поле, ошибка, отправка, успех, успех после перезагрузки аккаунта (текст остается), ' +
          'скрыт для промо-доступа, PRO и навсегда.',
      },
    },
  },
} satisfies Meta<typeof PromocodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  tags: ['free'],
  render: (args) => <WithServer {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: accountMessages.promocode })).toBeVisible();
    await expect(canvas.getByText(accountMessages.promocodeActivateLead)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Ввести промокод/), '  PRO2026 ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.promocodeActivate }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: 'PRO2026', is_tariff_upgrade: false });
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.promocodeActivated);
  },
};

export const CanUpgradeViaPromo: Story = {
  tags: ['pro'],
  args: { user: promoUpgradable },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(accountMessages.promocodeUpgradeLead)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Ввести промокод/), 'UPGRADE12');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.promocodeActivate }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: 'UPGRADE12', is_tariff_upgrade: true });
  },
};

export const Required: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Ввести промокод/);
    await expect(field).toBeRequired();
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.promocodeActivate }));
    await expect(field).toHaveAccessibleDescription(MESSAGES.promocodeRequired);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  tags: ['free'],
  render: (args) => <WithServer {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Ввести промокод/), 'WRONG');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.promocodeActivate }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: 'WRONG', is_tariff_upgrade: false });
    // The server's error_description in the generic form-errors block: 'Ошибка!' then the messages.
    const block = await canvas.findByRole('alert');
    await expect(within(block).getByText(MESSAGES.errorHeading)).toBeVisible();
    await expect(block).toHaveTextContent(promocodeErrorDescription);
    await expect(block.textContent?.indexOf('Ошибка!')).toBeLessThan(
      block.textContent!.indexOf(promocodeErrorDescription),
    );
  },
};

export const Busy: Story = {
  tags: ['free'],
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Ввести промокод/), 'PRO2026{Enter}');
    const button = canvas.getByRole('button', { name: /Активируем/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  tags: ['free'],
  args: { successMessage: MESSAGES.promocodeActivated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.promocodeActivated);
    await expect(canvas.queryByLabelText(/Ввести промокод/)).not.toBeInTheDocument();
  },
};

export const SuccessAfterReload: Story = {
  tags: ['promo'],
  args: { user: promo, successMessage: MESSAGES.promocodeActivated },
  play: async ({ canvas }) => {
    // The reloaded account is on promo access: the form is gone, the success text stays.
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.promocodeActivated);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const HiddenForPromo: Story = {
  tags: ['promo'],
  args: { user: promo },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const HiddenForProAndLifetime: Story = {
  tags: ['pro', 'lifetime'],
  render: (args) => (
    <>
      <PromocodeForm {...args} user={pro} />
      <PromocodeForm {...args} user={lifetime} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(/Ввести промокод/);
    const button = canvas.getByRole('button', { name: MESSAGES.promocodeActivate });
    // Stacked at 375px: the button goes under the field, full width.
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
