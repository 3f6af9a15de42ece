import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BotPage } from '../../../src/screens/pages';
import { bot, free, guest, pro } from '../../fixtures/accounts';
import { botPageHtml } from '../../fixtures/content';
import { fitsPhoneScreen } from '../../support/viewport';
import * as sharedMessages from '../../../src/screens/shared/messages';
import * as botPageMessages from '../../../src/screens/pages/BotPage/messages';

const BOT_URL = 'https://t.me/investradar_bot';

const meta = {
  title: 'Экраны/Pages/BotPage',
  component: BotPage,
  args: { user: free, botUrl: BOT_URL, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Страница бота (/bot): что присылает бот в мессенджере, как его подключить и на каких условиях он ' +
          'работает для аккаунта. Пропсы: `user` — аккаунт (гость, Free, PRO, бот), `botUrl` — ссылка, открывающая ' +
          'бота, `registerHref`, `plansHref` — тарифы бота (/subscription/plans/telegram), `onNavigate`. Состояния: ' +
          'гость (регистрация), Free (2 недели бесплатно и ссылка на тарифы бота), PRO (бот включен в тариф), ' +
          'PRO-бот (уже подключен).',
      },
    },
  },
} satisfies Meta<typeof BotPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: sharedMessages.register })).toHaveAttribute(
      'href',
      '/auth/register?redirect_url=%2Fbot',
    );
    await expect(canvas.queryByRole('link', { name: /Открыть бота/ })).toBeNull();
  },
};

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas }) => {
    const open = canvas.getByRole('link', { name: /Открыть бота/ });
    await expect(open).toHaveAttribute('href', BOT_URL);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('heading', { name: '2 недели бесплатно' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: botPageMessages.botPlans })).toHaveAttribute(
      'href',
      '/subscription/plans/telegram',
    );
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: botPageMessages.botIncludedTitle })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: botPageMessages.botPlans })).toBeNull();
  },
};

export const BotSubscriber: Story = {
  tags: ['bot'],
  args: { user: bot },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(botPageMessages.botAlreadyConnected)).toBeVisible();
  },
};

export const Mobile: Story = { tags: ['free'], globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };

/** What the bot sends and the steps as the editors keep them (the `bot` page text). */
export const FromContent: Story = {
  tags: ['free'],
  args: { contentHtml: botPageHtml },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: botPageMessages.howToConnect })).toBeVisible();
    await expect(canvas.getByText(/Нажмите «Старт» в чате с ботом/)).toBeVisible();
    // The account's part stays the component's own.
    await expect(canvas.getByRole('heading', { name: '2 недели бесплатно' })).toBeVisible();
  },
};
