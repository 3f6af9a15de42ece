import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from '../../../src/screens/shell';
import { free, guest, lifetime, partner, pro } from '../../fixtures/accounts';
import { csrfToken } from '../../fixtures/shell';
import { settled } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';

async function openMenu(canvas: { getByRole: typeof screen.getByRole }) {
  const trigger = canvas.getByRole('button', { name: 'Открыть меню' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Меню' });
  return { trigger, drawer };
}

async function expectRestored(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
}

const meta = {
  title: 'Экраны/Shell/MobileMenu',
  component: MobileMenu,
  args: { user: free, currentPath: '/ideas', csrfToken, onNavigate: fn(), onOpenChange: fn() },
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    docs: {
      description: {
        component:
          'Мобильное меню (docs/product/screens.md): шторка слева с основным меню (Идеи, Рейтинг, Инсайдер радар — Сделки и Байбэки, Лига, Telegram-бот, Портфель), ссылкой «Подключить PRO» (по правилу домена), пунктами аккаунта и выходом (форма POST /logout). ' +
          'Пункты «Партнерам» и «Аналитикам» на мобильных не показываются (docs/product/screens.md). Гость видит «Войти» и «Регистрация» (кроме страниц /auth). Переход по ссылке закрывает меню; фокус возвращается на кнопку меню. ' +
          'Свойства: `user`, `currentPath`, `csrfToken`, `onNavigate`, `onAuthRequest`, `leagueProduct`, `open`/`defaultOpen`/`onOpenChange`, `trigger`. Состояния: гость, Free, PRO, партнёр.',
      },
    },
  },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  tags: ['guest', 'mobile'],
  args: { user: guest, currentPath: '/rating', onAuthRequest: fn() },
  play: async ({ args, canvas }) => {
    const { trigger, drawer } = await openMenu(canvas);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
    await expect(within(drawer).getByRole('link', { name: MESSAGES.register })).toHaveAttribute(
      'href',
      '/auth/register?redirect_url=%2Frating',
    );
    await expect(within(drawer).getByRole('link', { name: MESSAGES.connectPro })).toBeVisible();
    await expect(within(drawer).queryByRole('navigation', { name: 'Аккаунт' })).toBeNull();
    await expect(within(drawer).queryByRole('button', { name: MESSAGES.logout })).toBeNull();
    await expect(within(drawer).getByRole('link', { name: MESSAGES.menuRating })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Login opens the drawer through the app and closes the menu.
    await userEvent.click(within(drawer).getByRole('link', { name: MESSAGES.login }));
    await expect(args.onAuthRequest).toHaveBeenCalledWith('login');
    await expectRestored(trigger);
  },
};

export const Free: Story = {
  tags: ['free', 'mobile'],
  play: async ({ args, canvas }) => {
    const { trigger, drawer } = await openMenu(canvas);
    await expect(drawer).toHaveTextContent('Анна Смирнова');
    const main = within(drawer).getByRole('navigation', { name: 'Основное меню' });
    await expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ideas',
      '/rating',
      '/insider-radar/deals',
      '/insider-radar/buybacks',
      '/konkurs-liga-investidei',
      '/subscription/plans/telegram',
      '/portfolio',
    ]);
    await expect(within(main).getByRole('list', { name: MESSAGES.menuInsiderRadar })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    const account = within(drawer).getByRole('navigation', { name: 'Аккаунт' });
    await expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Профиль', 'Настройки', 'Мои ставки', 'Уведомления', 'Призы']);
    const logout = within(drawer).getByRole('button', { name: MESSAGES.logout });
    const form = logout.closest('form')!;
    await expect(form).toHaveAttribute('action', '/logout');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[name="_token"]')).toHaveValue(csrfToken);
    // A link navigates through the app and closes the menu.
    await userEvent.click(within(account).getByRole('link', { name: MESSAGES.menuPrizes }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/prizes');
    await expectRestored(trigger);
  },
};

export const Pro: Story = {
  tags: ['pro', 'mobile'],
  args: { user: pro },
  play: async ({ canvas }) => {
    const { trigger, drawer } = await openMenu(canvas);
    await expect(within(drawer).queryByRole('link', { name: MESSAGES.connectPro })).toBeNull();
    await expect(within(drawer).getByRole('link', { name: 'Telegram-бот' })).toHaveAttribute('href', '/bot');
    // Tab stays inside the drawer.
    for (let i = 0; i < 20; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await expectRestored(trigger);
  },
};

export const Lifetime: Story = {
  tags: ['lifetime', 'mobile'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    const { drawer } = await openMenu(canvas);
    await expect(within(drawer).queryByRole('link', { name: MESSAGES.connectPro })).toBeNull();
  },
};

export const Partner: Story = {
  tags: ['partner', 'mobile'],
  args: { user: partner },
  play: async ({ canvas }) => {
    const { drawer } = await openMenu(canvas);
    const account = within(drawer).getByRole('navigation', { name: 'Аккаунт' });
    // docs/product/screens.md: Partners is a non-mobile item, so the phone menu leaves it out.
    await expect(within(account).queryByRole('link', { name: MESSAGES.menuPartners })).toBeNull();
    await expect(within(account).getAllByRole('link')).toHaveLength(5);
    await expect(within(drawer).getByRole('link', { name: MESSAGES.connectPro })).toBeVisible();
  },
};
