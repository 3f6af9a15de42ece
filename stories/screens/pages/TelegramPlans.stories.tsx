import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { YEARLY_PLAN_LABEL } from '../../../src/domain';
import { TelegramPlans } from '../../../src/screens/pages';
import { free, guest, lifetime, pro } from '../../fixtures/accounts';
import { allPlans, planBotYear } from '../../fixtures/plans';
import { exact } from '../../support/text';
import { fitsPhoneScreen } from '../../support/viewport';
import * as telegramPlansMessages from '../../../src/screens/pages/TelegramPlans/messages';

const BOT_URL = 'https://t.me/investradar_bot';

const meta = {
  title: 'Экраны/Pages/TelegramPlans',
  component: TelegramPlans,
  args: { user: free, plans: allPlans, botUrl: BOT_URL, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Тарифы бота (/subscription/plans/telegram): сюда ведет ссылка на мессенджер для пользователей Free. ' +
          'Подписка на бота на месяц и на год («на 30% дешевле»), напоминание о 2 бесплатных неделях для Free и ' +
          'карточка «Бот в составе PRO». Для PRO и PRO навсегда бот уже включен — покупки скрыты, есть кнопка ' +
          '«Открыть бота». Пропсы: `user`, `plans` (показываются только тарифы бота), `botUrl`, ' +
          '`checkoutHref(plan)`, `registerHref(redirect)`, `plansHref`, `onNavigate`. Состояния: гость, Free, PRO, ' +
          'навсегда.',
      },
    },
  },
} satisfies Meta<typeof TelegramPlans>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Первые 2 недели — бесплатно');
    await expect(canvas.getAllByText(exact(YEARLY_PLAN_LABEL))).toHaveLength(1);
    const yearly = canvas.getByRole('link', { name: exact('Подключить бота на 12 месяцев') });
    await userEvent.click(yearly);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/subscription/checkout?plan_id=${planBotYear.id}`);
    // PRO plans are not sold here.
    await expect(canvas.queryByText('PRO на 1 месяц')).toBeNull();
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: exact('Подключить бота на 1 месяц') })).toHaveAttribute(
      'href',
      `/auth/register?redirect_url=${encodeURIComponent('/subscription/checkout?plan_id=1069')}`,
    );
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(telegramPlansMessages.botInYourPro);
    await expect(canvas.getByRole('link', { name: /Открыть бота/ })).toHaveAttribute('href', BOT_URL);
    await expect(canvas.queryByRole('link', { name: /Подключить бота/ })).toBeNull();
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(telegramPlansMessages.botInYourPro);
    await expect(canvas.queryByRole('link', { name: /Подключить бота/ })).toBeNull();
  },
};

export const Mobile: Story = { tags: ['free'], globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };
