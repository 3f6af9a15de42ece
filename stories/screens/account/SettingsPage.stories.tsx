import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPage } from '../../../src/screens/account';
import { bot, free, lifetime, noEmail, pro, proCanceled, promo, social } from '../../fixtures/accounts';
import * as accountMessages from '../../../src/screens/account/messages';
import { MESSAGES } from '../../../src/domain';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Экраны/Account/SettingsPage',
  component: SettingsPage,
  args: { user: free, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Настройки аккаунта (/account/settings): блок личных данных по спецификации — при входе через соцсеть ' +
          'аватар, провайдер и имя; имя со ссылкой «Изменить»; email со ссылкой «Изменить», если он есть; скрытый ' +
          'пароль со ссылкой «Изменить», если вход не через соцсеть — и блок типа аккаунта (Бесплатный с кнопкой ' +
          '«Подключить PRO», PRO и PRO с ботом со ссылкой на управление подпиской, PRO по промокоду со сроком, PRO ' +
          'навсегда). Пропсы: `user` — аккаунт, `links` — адреса страниц изменения, подписки и тарифов, ' +
          '`onNavigate(href)` — навигация внутри приложения, `children` — дополнительные блоки настроек под личными ' +
          'данными.',
      },
    },
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.menuSettings })).toBeVisible();
    const personal = within(canvas.getByRole('region', { name: accountMessages.personalData }));
    await expect(personal.getByText('Анна Смирнова')).toBeVisible();
    await expect(personal.getByText('anna.smirnova@example.ru')).toBeVisible();
    await expect(personal.getByText(accountMessages.passwordHidden)).toBeInTheDocument();
    await expect(canvas.queryByTestId('social-identity')).toBeNull();

    const changeName = personal.getByRole('link', { name: 'Изменить имя' });
    await expect(changeName).toHaveAttribute('href', '/account/settings/change-name');
    await userEvent.click(changeName);
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings/change-name');
    await expect(personal.getByRole('link', { name: 'Изменить email' })).toHaveAttribute(
      'href',
      '/account/settings/change-email',
    );
    await expect(personal.getByRole('link', { name: 'Изменить пароль' })).toHaveAttribute(
      'href',
      '/account/settings/change-password',
    );

    const type = within(canvas.getByRole('region', { name: accountMessages.accountType }));
    await expect(type.getByText(accountMessages.freePlan)).toBeVisible();
    await expect(type.getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute('href', '/subscription/plans');
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas }) => {
    const type = within(canvas.getByRole('region', { name: accountMessages.accountType }));
    await expect(type.getByText(MESSAGES.proLink)).toBeVisible();
    await expect(type.getByText('Доступ до 22.12.2026')).toBeVisible();
    await expect(type.getByRole('link', { name: accountMessages.manageSubscription })).toHaveAttribute(
      'href',
      '/account/settings/subscription',
    );
    await expect(type.queryByRole('link', { name: MESSAGES.connectPro })).toBeNull();
  },
};

export const ProCanceled: Story = {
  tags: ['pro'],
  args: { user: proCanceled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Подписка отменена. Доступ сохранится до 22.12.2026')).toBeVisible();
  },
};

export const Bot: Story = {
  tags: ['bot'],
  args: { user: bot },
  play: async ({ canvas }) => {
    const type = within(canvas.getByRole('region', { name: accountMessages.accountType }));
    await expect(type.getByText(accountMessages.proWithBot)).toBeVisible();
    await expect(type.getByRole('link', { name: accountMessages.manageSubscription })).toBeVisible();
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    const type = within(canvas.getByRole('region', { name: accountMessages.accountType }));
    await expect(type.getByText(MESSAGES.upgradeToLifetime)).toBeVisible();
    // Lifetime has nothing to upgrade or manage.
    await expect(type.queryByRole('link')).toBeNull();
  },
};

export const Promo: Story = {
  tags: ['promo'],
  args: { user: promo },
  play: async ({ canvas }) => {
    const type = within(canvas.getByRole('region', { name: accountMessages.accountType }));
    await expect(type.getByText(sharedMessages.proByPromocode)).toBeVisible();
    await expect(type.getByText('Доступ до 31.01.2027')).toBeVisible();
    // The PRO link is shown to users with an active promocode (docs/product/permissions.md).
    await expect(type.getByRole('link', { name: MESSAGES.connectPro })).toBeVisible();
  },
};

export const Social: Story = {
  tags: ['free', 'social'],
  args: { user: social },
  play: async ({ canvas }) => {
    const identity = within(canvas.getByTestId('social-identity'));
    await expect(identity.getByText('Мария Павлова')).toBeVisible();
    await expect(identity.getByText('Вход через ВКонтакте')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Изменить имя' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Изменить email' })).toBeVisible();
    // No password row for a social login.
    await expect(canvas.queryByText(accountMessages.password)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Изменить пароль' })).toBeNull();
  },
};

export const NoEmail: Story = {
  tags: ['free', 'social'],
  args: { user: noEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Вход через Telegram')).toBeVisible();
    await expect(canvas.queryByText('Email')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Изменить email' })).toBeNull();
    // Without a photo the avatar shows the initials.
    await expect(canvas.getByText('АФ')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Изменить имя' });
    const box = link.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByText('anna.smirnova@example.ru').getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
