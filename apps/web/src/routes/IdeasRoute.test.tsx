import '../test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BET_MESSAGES,
  enforceIdeaFilterPermissions,
  MESSAGES,
  parseIdeasFilter,
  PERMISSION,
  serializeFilterState,
  STORAGE_KEYS,
  type IdeaDetails,
  type IdeaView,
  type User,
} from '@investradar/ui/domain';
import { appConfig, free, pro } from '@investradar/ui/testing';
import { accountReply, guestReply, memoryStorage, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

const quiet = {
  do_show_survey: false,
  is_need_show_bonus_modal: false,
  onboarding: false,
  likes: [] as number[],
  dislikes: [] as number[],
};

function idea(id: number, name: string, extra: Partial<IdeaView> = {}): IdeaView {
  return {
    id,
    name,
    link: `/ideas/${id}`,
    ticker: 'SBER',
    company_name: 'Сбербанк',
    ticker_url: '/stocks/sber',
    broker: { id: 7, name: 'Атон' },
    analyst: { id: 21, name: 'Калинин Виктор Дмитриевич' },
    asset_type: 'shares_ru',
    direction: 'long',
    currency: 'RUB',
    potential_yield: 20,
    start_price: 250,
    current_price: 260,
    target_price: 300,
    opened_at: '2026-10-01T07:00:00.000Z',
    horizon_at: '2027-04-01T07:00:00.000Z',
    horizon_days: 182,
    closed_at: null,
    close_price: null,
    status: 'open',
    return_pct: 4,
    growth_factors: ['dividends'],
    iis: true,
    risk_level: 'medium',
    premium: false,
    premium_price: null,
    locked: false,
    likes_count: 3,
    dislikes_count: 1,
    my_vote: null,
    ...extra,
  };
}

const sber = idea(5, 'Сбербанк: рост на дивидендах');
const details = (base: IdeaView, vote: IdeaView['my_vote'] = null): IdeaDetails => ({
  ...base,
  my_vote: vote,
  description: 'Аналитик ждёт рекордных дивидендов.',
  status_history: [{ status: 'open', price: base.start_price, changed_at: base.opened_at }],
});

/**
 * The ideas API as the API server answers it: the feed applies the codec's filter state with the
 * account's permissions (locked filters ignored and listed), votes are kept per account.
 */
function ideasServer(user: User | null, extra: Record<string, Handler> = {}) {
  let votes: Record<number, 'believe' | 'notbelieve'> = {};
  const counts = { likes: sber.likes_count, dislikes: sber.dislikes_count };
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => (user ? accountReply(user) : guestReply()),
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    'GET /api/ideas': ({ url }) => {
      const { filters, ignored } = enforceIdeaFilterPermissions(user, parseIdeasFilter(url.searchParams));
      return {
        status: 200,
        body: {
          results: { ideas: [sber], total: 1 },
          meta: { filters, page: filters.page, per_page: 20, ignored_filters: ignored },
        },
      };
    },
    'GET /api/forecasters': ({ url }) => ({
      status: 200,
      body: {
        results: { forecasters: [], total: 0 },
        meta: {
          period: 'all',
          kind: url.searchParams.get('kind') ?? 'analyst',
          page: 1,
          per_page: 100,
          limited: true,
          computed_at: null,
          prior: 0.5,
        },
      },
    }),
    'GET /api/ideas/5': () => ({
      status: 200,
      body: {
        results: {
          idea: details({ ...sber, likes_count: counts.likes, dislikes_count: counts.dislikes }, votes[5] ?? null),
        },
      },
    }),
    'POST /api/ideas/5/vote': ({ body }) => {
      const vote = (body as { vote: 'believe' | 'notbelieve' | 'none' }).vote;
      if (votes[5] === 'believe') counts.likes -= 1;
      if (votes[5] === 'notbelieve') counts.dislikes -= 1;
      if (vote === 'none') delete votes[5];
      else votes = { ...votes, [5]: vote };
      if (vote === 'believe') counts.likes += 1;
      if (vote === 'notbelieve') counts.dislikes += 1;
      return {
        status: 200,
        body: { success: true, vote: votes[5] ?? null, likes_count: counts.likes, dislikes_count: counts.dislikes },
      };
    },
    ...extra,
  };
  return handlers;
}

const feedRequests = (view: ReturnType<typeof renderApp>) =>
  view.requests.filter((request) => request.method === 'GET' && request.path === '/api/ideas');
const lastFeedQuery = (view: ReturnType<typeof renderApp>) => {
  const list = view.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  const urls = list.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/ideas');
  return urls[urls.length - 1]?.searchParams;
};

describe('ideas feed (/ and /ideas)', () => {
  it('is the home page: the feed under /, with its heading and cards', async () => {
    const view = renderApp('/', ideasServer(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Инвестиционные идеи' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sber.name })).toHaveAttribute('href', '/ideas/5');
    expect(view.location()).toBe('/');
    view.app.dispose();
  });

  it('round-trips the filters: the address → the codec → the API’s query → meta.filters → the panel, and a change back into the address', async () => {
    const view = renderApp('/ideas?status=closed&period=1m', ideasServer({ ...pro, ...quiet }));
    await screen.findByRole('link', { name: sber.name });
    const asked = lastFeedQuery(view);
    expect(asked && serializeFilterState(parseIdeasFilter(asked))).toBe(
      serializeFilterState(parseIdeasFilter('status=closed&period=1m')),
    );
    // The panel shows the applied state, and counts two differences from the defaults.
    const panel = screen.getByRole('complementary', { name: 'Фильтры идей' });
    expect(within(panel).getByRole('radio', { name: 'Закрытые' })).toBeChecked();
    expect(within(panel).getByText('Изменено фильтров: 2')).toBeInTheDocument();

    const status = within(panel).getByRole('radiogroup', { name: 'Статус идеи' });
    await userEvent.setup().click(within(status).getByRole('radio', { name: 'Все' }));
    await waitFor(() => expect(view.location()).toBe('/ideas?status=all&period=1m'));
    await waitFor(() => expect(lastFeedQuery(view)?.get('status')).toBe('all'));
    expect(lastFeedQuery(view)?.get('period')).toBe('1m');
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'Все' })).toBeChecked());
    view.app.dispose();
  });

  it('raises the permission dialog when the API ignored a PRO filter of the address (meta.ignored_filters)', async () => {
    const view = renderApp('/ideas?potential_yield=20', ideasServer({ ...free, ...quiet }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector('[data-permission="ii.filters.idea.potential_yield"]')).not.toBeNull();
    // The feed shows what the API applied: the filter is off.
    const panel = screen.getByRole('complementary', { name: 'Фильтры идей' });
    expect(within(panel).getByText('Фильтры по умолчанию')).toBeInTheDocument();
    expect(feedRequests(view)).toHaveLength(1);
    view.app.dispose();
  });

  it('opens the same dialog, without asking the API, when a free user touches a PRO filter', async () => {
    const view = renderApp('/ideas', ideasServer({ ...free, ...quiet }));
    await screen.findByRole('link', { name: sber.name });
    const panel = screen.getByRole('complementary', { name: 'Фильтры идей' });
    await userEvent.setup().click(within(panel).getByRole('checkbox', { name: 'Рубли' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector('[data-permission="ii.filters.idea.currency"]')).not.toBeNull();
    expect(view.location()).toBe('/ideas');
    expect(feedRequests(view)).toHaveLength(1);
    view.app.dispose();
  });
});

describe('a bet from the feed card (contest league)', () => {
  it('opens the bet dialog from the card, sends POST /api/bets/store, and the card and the balance follow the answer', async () => {
    const member = { ...free, ...quiet, coins: 1000, bets: [] };
    const stored: unknown[] = [];
    const view = renderApp(
      '/ideas',
      ideasServer(member, {
        'POST /api/bets/store': ({ body }) => {
          stored.push(body);
          return { status: 200, body: { success: true, coins: 850 } };
        },
      }),
    );
    const card = within(await screen.findByRole('article', { name: sber.name }));
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Сделать ставку' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ставка на идею' }));
    expect(dialog.getByText(sber.name)).toBeInTheDocument();
    expect(dialog.getByText(/На балансе 1\s000 монет/)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Верю' }));
    const stake = dialog.getByRole('spinbutton', { name: /Ставка, монет/ });
    await user.clear(stake);
    await user.type(stake, '150');
    await user.click(dialog.getByRole('button', { name: 'Сделать ставку' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ставка на идею' })).toBeNull());
    expect(stored).toEqual([{ idea_id: 5, bet: 'believe', coins: 150 }]);
    expect(await screen.findByText('Ставка принята')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ставка сделана' })).toBeDisabled();
    view.app.dispose();
  });

  it('shows the server’s refusal in the dialog and changes nothing on the card', async () => {
    const member = { ...free, ...quiet, coins: 1000, bets: [] };
    const view = renderApp(
      '/ideas',
      ideasServer(member, {
        'POST /api/bets/store': () => ({
          status: 422,
          body: { success: false, message: BET_MESSAGES.ideaClosed, errors: { idea_id: [BET_MESSAGES.ideaClosed] } },
        }),
      }),
    );
    const card = within(await screen.findByRole('article', { name: sber.name }));
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Сделать ставку' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ставка на идею' }));
    await user.click(dialog.getByRole('radio', { name: 'Не верю' }));
    await user.click(dialog.getByRole('button', { name: 'Сделать ставку' }));
    expect(await dialog.findByText(BET_MESSAGES.ideaClosed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ставка на идею' })).toBeInTheDocument();
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    expect(card.getByRole('button', { name: 'Сделать ставку', hidden: true })).toBeEnabled();
    view.app.dispose();
  });

  it('leads a visitor to registration, coming back to the feed', async () => {
    const view = renderApp('/ideas?status=open', ideasServer(null));
    const card = within(await screen.findByRole('article', { name: sber.name }));
    await userEvent.setup().click(card.getByRole('button', { name: 'Сделать ставку' }));
    await waitFor(() =>
      expect(view.location()).toBe(`/auth/register?redirect_url=${encodeURIComponent('/ideas?status=open')}`),
    );
    expect(view.requests.some((request) => request.path === '/api/bets/store')).toBe(false);
    view.app.dispose();
  });
});

describe('idea page (/ideas/{id})', () => {
  it('renders the idea with its chart and history, and 404 for an unknown id', async () => {
    const view = renderApp('/ideas/5', ideasServer(null));
    expect(await screen.findByRole('heading', { level: 1, name: sber.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Динамика цены' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'История статусов' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Цены идеи по датам' })).toBeInTheDocument();
    view.app.dispose();

    const missing = renderApp('/ideas/77', ideasServer(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(missing.location()).toBe('/ideas/77');
    missing.app.dispose();
  });

  it('a signed-in vote goes to POST /api/ideas/{id}/vote and shows the counts answered; the same vote again takes it back', async () => {
    const view = renderApp('/ideas/5', ideasServer({ ...free, ...quiet }));
    await screen.findByRole('heading', { level: 1, name: sber.name });
    const votes = screen.getByRole('group', { name: 'Ваш прогноз' });
    const user = userEvent.setup();
    await user.click(within(votes).getByRole('button', { name: /^Верю/ }));
    await waitFor(() =>
      expect(within(votes).getByRole('button', { name: /^Верю/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(votes).getByRole('button', { name: /^Верю/ })).toHaveTextContent('4');
    await user.click(within(votes).getByRole('button', { name: /^Верю/ }));
    await waitFor(() =>
      expect(within(votes).getByRole('button', { name: /^Верю/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    const posts = view.requests
      .filter((request) => request.method === 'POST' && request.path === '/api/ideas/5/vote')
      .map((request) => request.body);
    expect(posts).toEqual([{ vote: 'believe' }, { vote: 'none' }]);
    view.app.dispose();
  });

  it('a guest votes locally, and the votes are sent once after login, then cleared', async () => {
    let user: User | null = null;
    const syncs: unknown[] = [];
    const local = memoryStorage();
    const handlers = ideasServer(null, {
      'GET /api/account': () => (user ? accountReply(user) : guestReply()),
      'POST /api/auth/login': () => {
        user = { ...free, ...quiet };
        return { status: 200, body: { success: true } };
      },
      'POST /api/ideas/votes/sync': ({ body }) => {
        syncs.push(body);
        return { status: 200, body: { success: true, applied: [5], skipped: 0 } };
      },
    });
    const view = renderApp('/ideas/5', handlers, { local });
    await screen.findByRole('heading', { level: 1, name: sber.name });
    const votes = screen.getByRole('group', { name: 'Ваш прогноз' });
    const clicks = userEvent.setup();
    await clicks.click(within(votes).getByRole('button', { name: /^Не верю/ }));
    await waitFor(() =>
      expect(within(votes).getByRole('button', { name: /^Не верю/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(JSON.parse(local.getItem(STORAGE_KEYS.guestVotes) ?? '{}')).toEqual({ likes: [], dislikes: [5] });
    expect(view.requests.some((request) => request.path === '/api/ideas/5/vote')).toBe(false);
    view.app.dispose();

    const login = renderApp('/auth/login', handlers, { local });
    await clicks.type(await screen.findByLabelText(/Email/), free.email ?? '');
    await clicks.type(screen.getByLabelText(/^Пароль/), 'demo12345');
    await clicks.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(syncs).toEqual([{ likes: [], dislikes: [5] }]));
    expect(local.getItem(STORAGE_KEYS.guestVotes)).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    expect(syncs).toHaveLength(1);
    login.app.dispose();
  });

  it('adds the idea to the portfolio behind the permission check: a free user at the limit gets the permission dialog', async () => {
    const full = { ...free, ...quiet, portfolio: { ...free.portfolio!, ideas: [101, 102, 103] } };
    const view = renderApp('/ideas/5', ideasServer(full));
    await screen.findByRole('heading', { level: 1, name: sber.name });
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector(`[data-permission="${PERMISSION.portfolioAddManyIdeas}"]`)).not.toBeNull();
    expect(view.requests.some((request) => request.method === 'POST' && request.path.includes('/add/'))).toBe(false);
    view.app.dispose();
  });
});
