import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES, PAYMENT_MESSAGES } from '../../../src/domain';
import { CheckoutPromocode } from '../../../src/screens/pages';
import * as checkoutPromocodeMessages from '../../../src/screens/pages/CheckoutPromocode/messages';

const meta = {
  title: 'Экраны/Pages/CheckoutPromocode',
  component: CheckoutPromocode,
  args: { onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Промокод на странице оформления: обязательное поле и «Применить». Что дает код, решает сервер: код на ' +
          'скидку снижает цену этого платежа (показывается примененным, его можно убрать), код на дни PRO ' +
          'активируется сразу (текст успеха). Отказ сервера (error_description) — в блоке «Ошибка!». Пропсы: ' +
          '`onApply(code)`, `busy`, `disabled` (идет оплата), `errors`, `applied` ({ code, discountPercent }), ' +
          '`onRemove`, `successMessage`. Состояния: пусто, проверка, отказ, скидка применена, PRO активирован.',
      },
    },
  },
} satisfies Meta<typeof CheckoutPromocode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required first: an empty field is refused here; a typed code goes trimmed to `onApply`. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const apply = canvas.getByRole('button', { name: checkoutPromocodeMessages.apply });
    await userEvent.click(apply);
    await expect(canvas.getByText(MESSAGES.promocodeRequired)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: checkoutPromocodeMessages.promocode }), '  RADAR30 ');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith('RADAR30');
    await expect(canvas.queryByText(MESSAGES.promocodeRequired)).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: checkoutPromocodeMessages.promocode });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: checkoutPromocodeMessages.promocode }), 'RADAR30{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The server's error_description in the «Ошибка!» block (spec: promocode failure). */
export const Refused: Story = {
  args: { errors: [PAYMENT_MESSAGES.promocodeExpired] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.errorHeading);
    await expect(alert).toHaveTextContent(PAYMENT_MESSAGES.promocodeExpired);
  },
};

export const Applied: Story = {
  args: { applied: { code: 'RADAR30', discountPercent: 30 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Промокод RADAR30 применен: скидка 30\s%/);
    await expect(canvas.queryByRole('textbox', { name: checkoutPromocodeMessages.promocode })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: checkoutPromocodeMessages.remove }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Activated: Story = {
  args: { successMessage: MESSAGES.promocodeActivated },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.promocodeActivated)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: checkoutPromocodeMessages.apply })).toBeNull();
  },
};
