import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatDate, formatMoney } from '../../../src/domain';
import { Checkout, CheckoutPromocode } from '../../../src/screens/pages';
import { free, lifetime, pro } from '../../fixtures/accounts';
import { planLifetime, planMonth, planQuarter, planYear } from '../../fixtures/plans';
import { fitsPhoneScreen } from '../../support/viewport';
import * as checkoutMessages from '../../../src/screens/pages/Checkout/messages';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Экраны/Pages/Checkout',
  component: Checkout,
  args: { plan: planMonth, user: free, onPay: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Оформление (маршрут «checkout», без дополнительных элементов шапки): сводка выбранного тарифа — срок, ' +
          'цена в месяц, выгода, условия продления и состав PRO — и оплата картой в рублях. Виджет оплаты — забота ' +
          'приложения: кнопка вызывает `onPay(plan)`. Пропсы: `plan` (конфигурация тарифа из домена), `user` (на ' +
          'его почту придет чек), `paying` — виджет открывается, `error` — текст отказа оплаты, `price` — сумма к ' +
          'оплате со скидкой промокода, `promocode` — блок промокода (CheckoutPromocode), `plansHref`, `termsHref`, ' +
          '`onNavigate`, `testMode` — сервер принимает только тестовые платежи (песочница): страница предупреждает об ' +
          'этом. Состояния: PRO на 1, 3 и 12 месяцев, PRO навсегда, оплата идет, ошибка оплаты, скидка по ' +
          'промокоду, тестовый режим оплаты.',
      },
    },
  },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProMonth: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: checkoutMessages.checkoutTitle })).toBeVisible();
    await expect(canvas.getByText('Автоматически раз в месяц')).toBeVisible();
    const pay = canvas.getByRole('button', { name: `Оплатить ${formatMoney(planMonth.cost)}` });
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledWith(planMonth);
    await expect(canvas.getByText(/Чек придет на anna\.smirnova@example\.ru/)).toBeVisible();
  },
};

export const ProQuarter: Story = {
  tags: ['free'],
  args: { plan: planQuarter },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PRO на 3 месяца')).toBeVisible();
    await expect(canvas.getByText(formatMoney(planQuarter.monthlyCost).replace(/\s/g, ' '))).toBeVisible();
    await expect(canvas.getByText('Автоматически раз в 3 месяца')).toBeVisible();
  },
};

export const ProYear: Story = {
  tags: ['free'],
  args: { plan: planYear },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PRO на 12 месяцев')).toBeVisible();
    await expect(canvas.getByText(checkoutMessages.saving)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Оплатить ${formatMoney(planYear.cost)}` })).toBeEnabled();
  },
};

export const Lifetime: Story = {
  tags: ['free'],
  args: { plan: planLifetime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: checkoutMessages.lifetimeCheckoutTitle })).toBeVisible();
    await expect(canvas.getByText(checkoutMessages.renewalNotRequired)).toBeVisible();
    await expect(canvas.queryByText(/автоматическое продление/)).toBeNull();
  },
};

export const Paying: Story = {
  tags: ['free'],
  args: { plan: planYear, paying: true },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: /Открываем оплату/ });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const PaymentError: Story = {
  tags: ['free'],
  args: { plan: planYear, error: 'Банк отклонил платеж. Проверьте данные карты или оплатите другой картой.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(checkoutMessages.paymentFailed);
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { plan: planYear },
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};

/** A discount code applied: the amount due is the discounted one, the full price struck through; the button pays it. */
export const WithDiscount: Story = {
  tags: ['free'],
  args: {
    plan: planYear,
    price: Math.round(planYear.cost * 0.7),
    promocode: <CheckoutPromocode onApply={fn()} applied={{ code: 'RADAR30', discountPercent: 30 }} onRemove={fn()} />,
  },
  play: async ({ canvas, args }) => {
    const due = formatMoney(Math.round(planYear.cost * 0.7));
    await expect(canvas.getByText(/^Без скидки:/)).toHaveTextContent(formatMoney(planYear.cost).replace(/\s/g, ' '));
    await expect(canvas.getByRole('status')).toHaveTextContent('Промокод RADAR30 применен');
    await userEvent.click(canvas.getByRole('button', { name: `Оплатить ${due}` }));
    await expect(args.onPay).toHaveBeenCalledWith(planYear);
  },
};

/** The server takes test payments only (the sandbox provider): the page says so above the order. */
export const TestMode: Story = {
  name: 'Тестовый режим оплаты',
  tags: ['free'],
  args: { plan: planYear, testMode: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(sharedMessages.paymentTestModeTitle);
    await expect(notice).toHaveTextContent(sharedMessages.paymentTestModeText);
    await expect(canvas.getByRole('button', { name: `Оплатить ${formatMoney(planYear.cost)}` })).toBeEnabled();
  },
};

/** A PRO account revisiting checkout: told that PRO is on and until when, and that paying extends it. */
export const ProAlreadyActive: Story = {
  name: 'PRO уже подключен',
  tags: ['pro'],
  args: { plan: planQuarter, user: pro },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(checkoutMessages.proActiveTitle);
    await expect(notice).toHaveTextContent(
      checkoutMessages.proActiveUntil(formatDate(pro.meta.premium_access!.expires_at!)),
    );
    await expect(canvas.getByRole('button', { name: `Оплатить ${formatMoney(planQuarter.cost)}` })).toBeEnabled();
  },
};

/** A lifetime account: nothing to pay for; the button is off. */
export const LifetimeAlreadyActive: Story = {
  name: 'PRO навсегда уже есть',
  tags: ['lifetime'],
  args: { plan: planYear, user: lifetime },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(checkoutMessages.lifetimeActiveText);
    const pay = canvas.getByRole('button', { name: `Оплатить ${formatMoney(planYear.cost)}` });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay, { pointerEventsCheck: 0 });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
