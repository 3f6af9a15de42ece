import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BillingBanner } from '../../../src/screens/shell';
import { overdueBot, overduePro, pro } from '../../fixtures/accounts';
import { paymentsConfig } from '../../fixtures/shell';
import { MESSAGES } from '../../../src/domain';

const base = paymentsConfig.payments.billing_update_url;

const meta = {
  title: 'Экраны/Shell/BillingBanner',
  component: BillingBanner,
  args: { config: paymentsConfig, subscription: overduePro.subscription },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Баннер просроченной оплаты (docs/product/flows.md): активная подписка с `billing_error_code`. Для подписки на бота — «очередной платеж для продления бота не прошел», иначе — для продления PRO. ' +
          'Ссылка «Оплатить» открывает страницу обновления карты у платёжного провайдера в новой вкладке (к адресу из конфигурации добавляется `ext_id`). ' +
          'Свойства: `subscription` — подписка аккаунта (без просрочки баннер не выводится), `config` — конфигурация (`payments.billing_update_url` — базовый адрес страницы провайдера). Состояния: PRO просрочен, бот просрочен.',
      },
    },
  },
} satisfies Meta<typeof BillingBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProOverdue: Story = {
  tags: ['pro'],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(MESSAGES.overduePro);
    const pay = canvas.getByRole('link', { name: /Оплатить/ });
    await expect(pay).toHaveAttribute('href', `${base}${overduePro.subscription!.ext_id}`);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

export const BotOverdue: Story = {
  tags: ['bot'],
  args: { subscription: overdueBot.subscription },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.overdueBot);
    await expect(canvas.getByRole('link', { name: /Оплатить/ })).toHaveAttribute(
      'href',
      `${base}${overdueBot.subscription!.ext_id}`,
    );
  },
};

export const NotOverdue: Story = {
  tags: ['pro'],
  args: { subscription: pro.subscription },
  play: async ({ canvasElement }) => {
    // A subscription that is paid shows no banner at all.
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};
