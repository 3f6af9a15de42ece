import '../test/setup-dom';
import { pageLoadErrorTitle } from '@investradar/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  PERMISSION,
  STORAGE_KEYS,
  type PortfolioEvent,
  type PortfolioIdea,
  type User,
} from '@investradar/ui/domain';
import { appConfig, free, pro } from '@investradar/ui/testing';
import { accountReply, guestReply, memoryStorage, renderApp, type Handler } from '../test/harness';
import { portfolioEvent, portfolioIdea } from '../test/portfolio';

vi.setConfig({ testTimeout: 20_000 });

const quiet = { do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false } as const;

const sber = portfolioIdea(101, 'Сбербанк: рост на дивидендах');
const lukoil = portfolioIdea(102, 'Лукойл: обратный выкуп', {
  ticker: 'LKOH',
  company_name: 'Лукойл',
  status: 'closed_profit',
  closed_at: '2026-11-19T10:00:00.000Z',
});
const yandex = portfolioIdea(103, 'Яндекс: новая структура', { ticker: 'YDEX', company_name: 'Яндекс' });
const magnit = portfolioIdea(104, 'Магнит: дивиденды вернутся', { ticker: 'MGNT', company_name: 'Магнит' });

/**
 * A server holding one portfolio: ideas, events (viewed or not) and the account built from them.
 * `catalogue` are the ideas that may be added.
 */
function portfolioServer(
  base: User | null,
  start: PortfolioIdea[],
  events: PortfolioEvent[],
  extra: Record<string, Handler> = {},
) {
  let held = [...start];
  let updates = [...events];
  const catalogue = [sber, lukoil, yandex, magnit];
  const portfolioId = base?.portfolio?.id ?? 0;
  const unviewed = () => updates.filter((update) => !update.viewed);
  const account = (): User | null =>
    base && {
      ...base,
      ...quiet,
      portfolio: {
        id: portfolioId,
        ideas: held.map((idea) => idea.id),
        updates: unviewed().map(({ event, event_txt, idea_name, dt, closed_with_profit }) => ({
          event,
          event_txt,
          idea_name,
          dt,
          closed_with_profit,
        })),
        updates_count: unviewed().length,
      },
    };
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => {
      const user = account();
      return user ? accountReply(user) : guestReply();
    },
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    [`GET /api/portfolios/${portfolioId}`]: () => ({
      status: 200,
      body: {
        results: { portfolio: { id: portfolioId, ideas: held, updates, updates_count: unviewed().length, limit: 3 } },
      },
    }),
    [`GET /api/portfolios/${portfolioId}/updates`]: () => ({
      status: 200,
      body: { count: unviewed().length, updates: unviewed() },
    }),
    [`POST /api/portfolios/${portfolioId}/mark-as-viewed`]: ({ body }) => {
      const ideaId = (body as { idea_id: number }).idea_id;
      updates = updates.map((update) => (update.idea_id === ideaId ? { ...update, viewed: true } : update));
      return { status: 200, body: { success: true, count: unviewed().length } };
    },
    ...extra,
  };
  for (const idea of catalogue) {
    handlers[`POST /api/portfolios/${portfolioId}/remove/${idea.id}`] = () => {
      held = held.filter((item) => item.id !== idea.id);
      return { status: 200, body: { success: true, ideas: held.map((item) => item.id) } };
    };
    handlers[`POST /api/portfolios/${portfolioId}/add/${idea.id}`] = () => {
      if (!held.some((item) => item.id === idea.id)) held = [...held, idea];
      return { status: 200, body: { success: true, ideas: held.map((item) => item.id) } };
    };
  }
  return { handlers: { ...handlers, ...extra }, held: () => held };
}

const posts = (view: ReturnType<typeof renderApp>, path: string) =>
  view.requests.filter((r) => r.method === 'POST' && r.path === path);
// The toasts load with the first message (notify/Notifications.tsx), so the region may still be on its way.
const notifications = async () => within(await screen.findByRole('region', { name: /^Уведомления/ }));
const siteHeader = (container: HTMLElement) => container.querySelector('header') as HTMLElement;

describe('portfolio page (/portfolio)', () => {
  it('shows the ideas and updates of GET /api/portfolios/{id} and marks the unviewed updates as seen', async () => {
    const { handlers } = portfolioServer(
      pro,
      [sber, lukoil],
      [
        portfolioEvent(102, lukoil.name, {
          event: 'idea_closed',
          event_txt: 'Идея закрыта с прибылью',
          closed_with_profit: true,
        }),
        portfolioEvent(101, sber.name),
        portfolioEvent(101, sber.name, {
          event: 'idea_review',
          event_txt: 'Вышел обзор по идее',
          dt: '2026-11-10T09:00:00.000Z',
          viewed: true,
        }),
      ],
    );
    const view = renderApp('/portfolio', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Портфель идей' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: sber.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: lukoil.name })).toBeInTheDocument();
    expect(screen.getByText('Идея закрыта с прибылью')).toBeInTheDocument();
    expect(screen.getByText('Вышел обзор по идее')).toBeInTheDocument();
    expect(screen.getByText('2 новых')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Портфель идей — Инвестрадар'));

    // Each idea with unseen updates once, then the header's count follows the server.
    await waitFor(() => expect(view.app.account.getState().user?.portfolio?.updates_count).toBe(0));
    expect(posts(view, `/api/portfolios/${pro.portfolio!.id}/mark-as-viewed`).map((r) => r.body)).toEqual([
      { idea_id: 102 },
      { idea_id: 101 },
    ]);
    view.app.dispose();
  });

  it('removes an idea after the confirmation and can bring it back from the notice', async () => {
    const server = portfolioServer(pro, [sber, lukoil], []);
    const view = renderApp('/portfolio', server.handlers);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Убрать из портфеля: ${sber.name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    expect(confirm).toHaveTextContent(sber.name);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: sber.name })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Удалить идею из портфеля?' })).toBeNull();
    expect(posts(view, `/api/portfolios/${pro.portfolio!.id}/remove/101`)).toHaveLength(1);
    expect(view.app.account.getState().user?.portfolio?.ideas).toEqual([102]);

    await user.click(await (await notifications()).findByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByRole('heading', { level: 3, name: sber.name })).toBeInTheDocument();
    expect(posts(view, `/api/portfolios/${pro.portfolio!.id}/add/101`)).toHaveLength(1);
    expect(await (await notifications()).findByText('Идея добавлена в портфель')).toBeInTheDocument();
    view.app.dispose();
  });

  it('«Отмена» in the confirmation keeps the idea', async () => {
    const view = renderApp('/portfolio', portfolioServer(pro, [sber], []).handlers);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Убрать из портфеля: ${sber.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: sber.name })).toBeInTheDocument();
    expect(view.requests.some((r) => r.path.includes('/remove/'))).toBe(false);
    view.app.dispose();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» when the removal fails, and keeps the idea', async () => {
    const view = renderApp(
      '/portfolio',
      portfolioServer(pro, [sber], [], {
        [`POST /api/portfolios/${pro.portfolio!.id}/remove/101`]: () => ({ status: 500, body: { success: false } }),
      }).handlers,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Убрать из портфеля: ${sber.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await (await notifications()).findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: sber.name })).toBeInTheDocument();
    view.app.dispose();
  });

  it('offers a retry when the portfolio cannot be read, and shows the 404 page in place on a 404', async () => {
    let fail = true;
    const server = portfolioServer(pro, [sber], []);
    const get = server.handlers[`GET /api/portfolios/${pro.portfolio!.id}`]!;
    const view = renderApp('/portfolio', {
      ...server.handlers,
      [`GET /api/portfolios/${pro.portfolio!.id}`]: (request) =>
        fail ? { status: 500, body: { success: false } } : get(request),
    });
    expect(await screen.findByText(pageLoadErrorTitle('page'))).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 3, name: sber.name })).toBeInTheDocument();
    view.app.dispose();

    const missing = renderApp(
      '/portfolio',
      portfolioServer(pro, [sber], [], {
        [`GET /api/portfolios/${pro.portfolio!.id}`]: () => ({
          status: 404,
          body: { message: MESSAGES.notFoundEntity },
        }),
      }).handlers,
    );
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
    // The router's error element renders the 404 page where the address is (the server answers 404).
    expect(missing.location()).toBe('/portfolio');
    missing.app.dispose();
  });

  it('shows a guest the page’s own invitation to log in or register, without calling the API', async () => {
    const view = renderApp('/portfolio', portfolioServer(null, [], []).handlers);
    expect(await screen.findByText('Соберите свой портфель идей')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: MESSAGES.login })).toHaveAttribute(
      'href',
      '/auth/login?redirect_url=%2Fportfolio',
    );
    expect(view.requests.some((r) => r.path.startsWith('/api/portfolios'))).toBe(false);
    await userEvent.setup().click(main.getByRole('link', { name: MESSAGES.login }));
    await waitFor(() => expect(view.location()).toBe('/auth/login?redirect_url=%2Fportfolio'));
    view.app.dispose();
  });
});

describe('header: portfolio updates dropdown', () => {
  it('reads GET /api/portfolios/{id}/updates when opened', async () => {
    const { handlers } = portfolioServer(
      free,
      [sber],
      [portfolioEvent(101, sber.name, { event_txt: 'Аналитик повысил цель' })],
    );
    const view = renderApp('/account/settings', {
      ...handlers,
      // The account still has an old copy: the dropdown must show what the server says now.
      'GET /api/account': () =>
        accountReply({ ...free, ...quiet, portfolio: { ...free.portfolio!, updates: [], updates_count: 0 } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    const user = userEvent.setup();
    await user.click(within(siteHeader(view.container)).getByRole('button', { name: /^Обновления портфеля/ }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Аналитик повысил цель')).toBeInTheDocument();
    expect(view.requests.some((r) => r.path === `/api/portfolios/${free.portfolio!.id}/updates`)).toBe(true);
    view.app.dispose();
  });
});

describe('add to portfolio: permission check and the deferred idea (docs/product/flows.md, docs/product/validation.md)', () => {
  it('adds an idea kept in local storage once the account loads, then follows the redirect to /portfolio', async () => {
    const local = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '103' });
    const view = renderApp('/account/settings', portfolioServer(free, [sber, lukoil], []).handlers, { local });
    expect(await screen.findByRole('heading', { level: 3, name: yandex.name })).toBeInTheDocument();
    expect(view.location()).toBe('/portfolio');
    expect(posts(view, `/api/portfolios/${free.portfolio!.id}/add/103`)).toHaveLength(1);
    expect(local.data.size).toBe(0);
    view.app.dispose();
  });

  it('at the free limit of 3 ideas opens the permission dialog with the PRO features of the configuration', async () => {
    const local = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '104' });
    const features = ['Безлимитный портфель идей', 'Выгрузка в Excel'];
    const config: Handler = () => ({ status: 200, body: { ...appConfig, pro_features: features } });
    const view = renderApp(
      '/account/settings',
      portfolioServer(free, [sber, lukoil, yandex], [], { 'GET /api/config': config }).handlers,
      { local },
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector(`[data-permission="${PERMISSION.portfolioAddManyIdeas}"]`)).not.toBeNull();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(features),
    );
    expect(view.requests.some((r) => r.path.includes('/add/'))).toBe(false);
    expect(local.data.size).toBe(0);

    await userEvent.setup().click(within(dialog).getByRole('link', { name: MESSAGES.connectPro }));
    await waitFor(() => expect(view.location()).toBe('/subscription/plans'));
    view.app.dispose();
  });

  it('opens the permission dialog the server names when it refuses the add (403)', async () => {
    const local = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '103' });
    const view = renderApp(
      '/account/settings',
      portfolioServer(free, [sber], [], {
        [`POST /api/portfolios/${free.portfolio!.id}/add/103`]: () => ({
          status: 403,
          body: {
            success: false,
            message: MESSAGES.portfolioLimitReached,
            permission: PERMISSION.portfolioAddManyIdeas,
          },
        }),
      }).handlers,
      { local },
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector(`[data-permission="${PERMISSION.portfolioAddManyIdeas}"]`)).not.toBeNull();
    // Not added: no redirect to /portfolio is left behind.
    expect(view.location()).toBe('/account/settings');
    expect(local.data.size).toBe(0);
    view.app.dispose();
  });

  it('keeps the idea for a guest until they sign in', async () => {
    const local = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '103' });
    const view = renderApp('/auth/login', portfolioServer(null, [], []).handlers, { local });
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(local.getItem(STORAGE_KEYS.deferredPortfolioIdea)).toBe('103');
    expect(view.requests.some((r) => r.path.includes('/add/'))).toBe(false);
    view.app.dispose();
  });
});
