import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResponse, User } from '../../../src/domain';
import { BillingBanner, Header, type HeaderProps } from '../../../src/screens/shell';
import { bot, free, guest, lifetime, overduePro, partner, pro, promo, social } from '../../fixtures/accounts';
import { searchAnswer } from '../../fixtures/search';
import { csrfToken, paymentsConfig, portfolioUpdates } from '../../fixtures/shell';
import { MESSAGES } from '../../../src/domain';

/** The app's part for the search: every query is answered from the demo data. */
function HeaderWithSearch(props: HeaderProps) {
  const [response, setResponse] = useState<SearchResponse | null>(null);
  return (
    <div style={{ minHeight: 480 }}>
      <Header
        {...props}
        search={{
          ...props.search!,
          response,
          onQueryChange: (query) => {
            if (query.trim() !== '') setResponse(searchAnswer(query.trim()));
          },
        }}
      />
    </div>
  );
}

/** Logout posts a form: the story catches the submission instead of leaving the page. */
function catchFormPosts() {
  const posts: Array<{ action: string; method: string; data: Record<string, string> }> = [];
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    posts.push({
      action: new URL(form.action).pathname,
      method: form.method,
      data: Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])),
    });
  };
  document.addEventListener('submit', onSubmit);
  return { posts, stop: () => document.removeEventListener('submit', onSubmit) };
}

const proLink = () => screen.queryByRole('link', { name: MESSAGES.connectPro });

const meta = {
  title: 'Экраны/Shell/Header',
  component: Header,
  args: {
    user: free,
    currentPath: '/ideas',
    csrfToken,
    search: { onNavigate: fn(), onCloseSearch: fn() },
    onNavigate: fn(),
    onPortfolioUpdatesOpen: fn(),
  },
  render: (args) => <HeaderWithSearch {...args} />,
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Шапка сайта (docs/product/screens.md): логотип; основное меню — Идеи, Рейтинг, Инсайдер радар (подменю Сделки /insider-radar/deals и Байбэки /insider-radar/buybacks), Лига (/konkurs-liga-{product}) и ссылка на бота (пользователя Free ведёт на /subscription/plans/telegram); поиск для десктопа и кнопка мобильного поиска; ' +
          'ссылка PRO (по правилу домена: пользователям без премиума и с активным промокодом, никогда — «навсегда»); для гостя — «Войти» и «Регистрация» (скрыты на страницах /auth); иконка портфеля с числом обновлений и списком событий (event_txt, idea_name, dt, closed_with_profit); меню аккаунта (имя, Профиль, Настройки, Мои ставки, Уведомления, Призы, Партнерам — для партнёров, Выйти — отправка формы POST /logout с токеном `_token`); мобильное меню. ' +
          'Свойства: `user` (guestUser для гостя), `currentPath`, `csrfToken`, `search` (ответы поиска и обработчики), `onNavigate` (навигация внутри приложения), `onAuthRequest` (открыть шторку входа или регистрации), `onPortfolioUpdatesOpen`, `leagueProduct`, `minimal` (страницы тарифов и оплаты скрывают лишнее), `banner` (например, BillingBanner). ' +
          'Состояния: гость, гость на странице авторизации, Free, PRO, бот, «навсегда» (без ссылки PRO), промокод (ссылка PRO есть), партнёр (пункт «Партнерам»), мобильная версия.',
      },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest, currentPath: '/ideas?status=open' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Инвестрадар — на главную' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: MESSAGES.login })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: MESSAGES.register })).toHaveAttribute(
      'href',
      '/auth/register?redirect_url=%2Fideas%3Fstatus%3Dopen',
    );
    await expect(proLink()).toHaveAttribute('href', '/subscription/plans');
    await expect(canvas.queryByRole('button', { name: /Обновления портфеля/ })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    await expect(within(nav).getByRole('link', { name: MESSAGES.menuIdeas })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Telegram-бот' })).toHaveAttribute('href', '/bot');
    await expect(within(nav).getByRole('link', { name: MESSAGES.menuLeague })).toHaveAttribute(
      'href',
      '/konkurs-liga-investidei',
    );
  },
};

export const GuestOpensDrawers: Story = {
  tags: ['guest'],
  args: { user: guest, onAuthRequest: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.login }));
    await expect(args.onAuthRequest).toHaveBeenLastCalledWith('login');
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.register }));
    await expect(args.onAuthRequest).toHaveBeenLastCalledWith('register');
  },
};

export const GuestOnAuthPage: Story = {
  tags: ['guest'],
  args: { user: guest, currentPath: '/auth/login?error_session_expired=1' },
  play: async ({ canvas }) => {
    // Login and Register are hidden on authentication pages (docs/product/screens.md).
    await expect(canvas.queryByRole('link', { name: MESSAGES.login })).toBeNull();
    await expect(canvas.queryByRole('link', { name: MESSAGES.register })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  },
};

export const Free: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    await expect(proLink()).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    // Free users are led to the messenger plans.
    await expect(within(nav).getByRole('link', { name: 'Telegram-бот' })).toHaveAttribute(
      'href',
      '/subscription/plans/telegram',
    );
    await expect(canvas.queryByRole('link', { name: MESSAGES.login })).toBeNull();

    // The Insider radar submenu: Deals and Buybacks; Esc returns focus to its button.
    // Read each time: the first press loads the menu, whose trigger replaces the first element.
    const radar = () => within(nav).getByRole('button', { name: MESSAGES.menuInsiderRadar });
    await userEvent.click(radar());
    const submenu = await screen.findByRole('menu');
    await expect(within(submenu).getByRole('menuitem', { name: MESSAGES.menuDeals })).toHaveAttribute(
      'href',
      '/insider-radar/deals',
    );
    await expect(within(submenu).getByRole('menuitem', { name: MESSAGES.menuBuybacks })).toHaveAttribute(
      'href',
      '/insider-radar/buybacks',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(radar()).toHaveFocus());

    // Keyboard: open, move down, Enter follows the item through the app's router.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/buybacks');
    // In-app navigation closes the submenu too.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const PortfolioUpdates: Story = {
  tags: ['pro'],
  args: { user: { ...pro, portfolio: { ...pro.portfolio!, updates: portfolioUpdates, updates_count: 3 } } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Обновления портфеля: 3 новых' });
    await expect(within(trigger).getByText('3')).toBeVisible();
    await userEvent.click(trigger);
    await expect(args.onPortfolioUpdatesOpen).toHaveBeenCalledTimes(1);
    const menu = await screen.findByRole('menu', { name: /Обновления портфеля/ });
    await waitFor(() => expect(within(menu).getByText('Обновления портфеля')).toBeVisible());
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Идея закрыта с прибылью');
    await expect(items[0]).toHaveTextContent('Сбербанк: рост на дивидендах, закрыта с прибылью');
    await expect(items[1]).toHaveTextContent('Яндекс: запуск нового сервиса, закрыта с убытком');
    await expect(items[2]).toHaveTextContent('Лукойл: обратный выкуп');
    await expect(items[2]).not.toHaveTextContent('закрыта');
    await expect(items[0]).toHaveTextContent('20.11.2026');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Открыть портфель' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/portfolio');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ args, canvas }) => {
    await expect(proLink()).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Основное меню' })).getByRole('link', { name: 'Telegram-бот' }),
    ).toHaveAttribute('href', '/bot');
    const posts = catchFormPosts();
    const account = canvas.getByRole('button', { name: /Дмитрий Волков/ });
    await userEvent.click(account);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Профиль', 'Настройки', 'Мои ставки', 'Уведомления', 'Призы', 'Выйти']);
    await expect(within(menu).getByRole('menuitem', { name: MESSAGES.menuBets })).toHaveAttribute(
      'href',
      '/account/contest',
    );
    await expect(menu).toHaveTextContent('d.volkov@example.ru');
    await userEvent.click(within(menu).getByRole('menuitem', { name: MESSAGES.menuSettings }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(account);
    await screen.findByRole('menu');
    // Esc closes the menu and returns focus to its button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
    // Logout posts the form with the anti-forgery token.
    await userEvent.click(account);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: MESSAGES.logout }));
    await waitFor(() => expect(posts.posts).toHaveLength(1));
    posts.stop();
    await expect(posts.posts[0]).toEqual({ action: '/logout', method: 'post', data: { _token: csrfToken } });
    await expect(document.body.style.pointerEvents).toBe('');
  },
};

/** A social login whose photo is `photo` (the header shows the social photo first). */
const withPhoto = (photo: string): User => ({ ...social, avatar: photo, social: { provider: 'vkontakte', photo } });
/** A 1×1 PNG: a photo that loads, offline. */
const LOADING_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const SocialAvatar: Story = {
  tags: ['free', 'social'],
  args: { user: withPhoto(LOADING_PHOTO) },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: /Мария Павлова/ });
    const photo = account.querySelector('img');
    await expect(photo).not.toBeNull();
    await waitFor(() => expect(photo!.naturalWidth).toBe(1));
    await expect(within(account).queryByText('МП')).toBeNull();
  },
};

export const BrokenSocialAvatar: Story = {
  tags: ['free', 'social'],
  args: { user: withPhoto('data:image/png;base64,not-an-image') },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: /Мария Павлова/ });
    // The photo fails to load: the initials take its place instead of a broken image.
    await waitFor(() => expect(within(account).getByText('МП')).toBeVisible());
    await expect(account.querySelector('img')).toBeNull();
    await expect(account).toHaveAccessibleName('Мария Павлова');
  },
};

export const Bot: Story = {
  tags: ['bot'],
  args: { user: bot },
  play: async ({ canvas }) => {
    await expect(proLink()).toBeNull();
    await expect(canvas.getByRole('button', { name: /Сергей Кузнецов/ })).toBeVisible();
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    // Lifetime access is never shown the PRO header link (docs/product/permissions.md).
    await expect(proLink()).toBeNull();
    await expect(canvas.getByRole('button', { name: /Елена Морозова/ })).toBeVisible();
  },
};

export const Promo: Story = {
  tags: ['promo'],
  args: { user: promo },
  play: async () => {
    // Premium through a promocode still sees the PRO link (active promocode, docs/product/permissions.md).
    await expect(proLink()).toHaveAttribute('href', '/subscription/plans');
  },
};

export const Partner: Story = {
  tags: ['partner'],
  args: { user: partner },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ольга Новикова/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: MESSAGES.menuPartners })).toHaveAttribute(
      'href',
      '/account/partners',
    );
    await expect(within(menu).queryByRole('menuitem', { name: MESSAGES.menuAnalysts })).toBeNull();
  },
};

const accountStatesForLink: Array<[string, User]> = [
  ['guest', guest],
  ['free', free],
  ['pro', pro],
  ['bot', bot],
  ['lifetime', lifetime],
  ['promo', promo],
  ['partner', partner],
];

/** One header and a switch of account states, so one story walks every state. */
function HeaderStateSwitch(props: HeaderProps) {
  const [state, setState] = useState('guest');
  const user = accountStatesForLink.find(([name]) => name === state)![1];
  return (
    <div>
      <fieldset style={{ border: 0, padding: 16, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <legend>Состояние аккаунта</legend>
        {accountStatesForLink.map(([name]) => (
          <label key={name} style={{ display: 'inline-flex', gap: 4, alignItems: 'center', minHeight: 24 }}>
            <input
              type="radio"
              name="account-state"
              value={name}
              checked={state === name}
              onChange={() => setState(name)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <Header {...props} user={user} search={undefined} />
    </div>
  );
}

export const ProLinkByAccountState: Story = {
  name: 'PRO link for each account state',
  tags: ['guest', 'free', 'pro', 'bot', 'lifetime', 'promo', 'partner'],
  render: (args) => <HeaderStateSwitch {...args} />,
  play: async ({ canvas }) => {
    // docs/product/permissions.md: shown to non-premium users and to those with an active promocode; never to lifetime.
    const expected: Record<string, boolean> = {
      guest: true,
      free: true,
      pro: false,
      bot: false,
      lifetime: false,
      promo: true,
      partner: true,
    };
    for (const [state, shown] of Object.entries(expected)) {
      await userEvent.click(canvas.getByRole('radio', { name: state }));
      const link = canvas.queryByRole('link', { name: MESSAGES.connectPro });
      if (shown) await expect(link, state).toBeVisible();
      else await expect(link, state).toBeNull();
    }
  },
};

export const WithBillingBanner: Story = {
  tags: ['pro'],
  args: { user: overduePro, banner: <BillingBanner subscription={overduePro.subscription} config={paymentsConfig} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.overduePro);
  },
};

export const Minimal: Story = {
  name: 'Minimal (plans and checkout)',
  tags: ['free'],
  args: { minimal: true, currentPath: '/subscription/plans' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(proLink()).toBeNull();
    await expect(canvas.getByRole('button', { name: /Анна Смирнова/ })).toBeVisible();
  },
};

export const Search: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Лукойл');
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /LKOH/ }));
    await expect(args.search!.onNavigate).toHaveBeenCalledWith('/stocks/LKOH', { kind: 'stock' });
    await expect(input).toHaveValue('');
  },
};

export const Mobile: Story = {
  tags: ['free', 'mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Desktop menu, desktop search and the account button give way to the mobile controls.
    await expect(canvas.queryByRole('navigation', { name: 'Основное меню' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Анна Смирнова/ })).toBeNull();
    const openSearch = canvas.getByRole('button', { name: MESSAGES.searchOpen });
    const openMenu = canvas.getByRole('button', { name: 'Открыть меню' });
    for (const button of [openSearch, openMenu, canvas.getByRole('button', { name: /Обновления портфеля/ })]) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
    await expect(proLink()).toBeVisible();
    // Nothing overflows the 375px bar.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // The mobile menu opens as a drawer and gives focus back to its button.
    await userEvent.click(openMenu);
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    await expect(within(drawer).getByRole('link', { name: MESSAGES.menuDeals })).toHaveAttribute(
      'href',
      '/insider-radar/deals',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(openMenu).toHaveFocus());
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
  },
};

export const MobileGuest: Story = {
  tags: ['guest', 'mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { user: guest },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: MESSAGES.login })).toBeVisible();
    // Registration moves into the mobile menu on phones.
    await expect(canvas.queryByRole('link', { name: MESSAGES.register })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Tablet: Story = {
  tags: ['pro'],
  args: { user: pro },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // 768px: the desktop search and the account menu stay, the main menu moves into the menu button.
    await expect(canvas.getByRole('combobox', { name: 'Поиск' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Основное меню' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Дмитрий Волков/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MESSAGES.searchOpen })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  tags: ['free'],
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
