import '../test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type RadarDeal, type User } from '@investradar/ui/domain';
import { appConfig, free, pro } from '@investradar/ui/testing';
import { accountReply, guestReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

const quiet = { do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false } as const;

function deal(id: number, over: Partial<RadarDeal> = {}): RadarDeal {
  return {
    id,
    insider: {
      id: 46 + (id % 3),
      name: ['Бирюков Василий', 'Глебов Никита', 'Борисов Егор'][id % 3]!,
      position: 'Член правления',
    },
    ticker: 'SMLT',
    company_name: 'Самолет',
    code: id % 2 ? 'P' : 'S',
    type: id % 2 ? 'buy' : 'sell',
    code_label: id % 2 ? 'Покупка на рынке' : 'Продажа на рынке',
    acquired_disposed: id % 2 ? 'A' : 'D',
    shares: 1000 + id,
    price: 100,
    value: 100_000 + id * 100,
    currency: 'RUB',
    trade_date: '2026-11-20',
    filed_at: '2026-11-21',
    holdings_after: null,
    ownership: 'D',
    plan_10b5_1: false,
    derivative: false,
    security_title: null,
    cluster: id === 1,
    accession: null,
    ...over,
  };
}

const LOCKED = [
  'type',
  'role',
  'cluster',
  'min_value',
  'max_value',
  'date_from',
  'date_to',
  'sort_by',
  'sort_order',
  'page',
];

/**
 * A radar API as the real one answers it: free and guest accounts get the latest 20 deals and 403
 * (naming the permission) for filters, sort and pages; PRO gets pages of 20. Every query is recorded.
 */
function radarServer(user: User | null) {
  const queries: URLSearchParams[] = [];
  const isPro = user?.type === 'mbr_premium';
  const list =
    (buyback: boolean): Handler =>
    ({ url }) => {
      queries.push(url.searchParams);
      if (!isPro) {
        const locked = LOCKED.find((key) => url.searchParams.has(key));
        if (locked) {
          const permission = locked.startsWith('sort')
            ? 'ir.sort'
            : locked === 'page'
              ? 'ir.full_radar'
              : buyback
                ? 'ir.filters.buybacks'
                : 'ir.filters.deals';
          return { status: 403, body: { message: MESSAGES.proOnly, permission } };
        }
      }
      const type = url.searchParams.get('type');
      let deals = Array.from({ length: 20 }, (_, i) =>
        deal(i + 1, buyback ? { insider: null, code: 'P', type: 'buy', code_label: 'Покупка на рынке' } : {}),
      );
      if (type === 'buy') deals = deals.filter((d) => d.type === 'buy');
      return {
        status: 200,
        body: {
          results: { deals, total: type === 'buy' ? 10 : 1284 },
          meta: {
            page: 1,
            per_page: 20,
            sort_by: 'date',
            sort_order: 'desc',
            filters: {},
            total_capped: false,
            visible_limit: isPro ? null : 20,
          },
        },
      };
    };
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => (user ? accountReply({ ...user, ...quiet }) : guestReply()),
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    'GET /api/insider-radar/deals': list(false),
    'GET /api/insider-radar/buybacks': list(true),
    'GET /api/insiders/46': () => ({
      status: 200,
      body: {
        results: {
          insider: {
            id: 46,
            name: 'Бирюков Василий',
            position: 'Член правления',
            cik: null,
            ticker: 'SMLT',
            company_name: 'Самолет',
            deals_count: 31,
          },
          positions: [
            { ticker: 'SMLT', company_name: 'Самолет', position: 'Член правления', last_filed_at: '2026-11-21' },
          ],
          deals: [deal(3), deal(6)],
          totals: [{ type: 'buy', currency: 'RUB', deals: 20, shares: 50_000, value: 5_000_000 }],
        },
        meta: { deals_shown: 2, deals_total: 31, visible_limit: 20 },
      },
    }),
  };
  return { handlers, queries, last: () => queries.at(-1)! };
}

const table = async () => screen.findByRole('table', { name: /Сделки инсайдер/ });
const dataRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('insider deals page (/insider-radar/deals)', () => {
  it('free account: the latest 20 deals, the PRO prompt, cluster badges; no filters sent', async () => {
    const server = radarServer(free);
    renderApp('/insider-radar/deals', server.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Инсайдер радар: сделки' })).toBeTruthy();
    expect(dataRows(await table())).toHaveLength(20);
    expect(screen.getByText('Бесплатно показаны последние 20 сделок')).toBeTruthy();
    expect(screen.getByText(/Еще 1\s264 сделки/)).toBeTruthy();
    expect(screen.getAllByText('Кластер')).toHaveLength(1);
    expect([...server.last().keys()]).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Страницы сделок' })).toBeNull();
  });

  it('free account: a locked filter or the sort opens the permission dialog and changes nothing', async () => {
    const server = radarServer(free);
    const view = renderApp('/insider-radar/deals', server.handlers);
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Тип сделки/ }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Сортировка/ }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.proOnly })).toBeTruthy();
    await user.keyboard('{Escape}');
    // The sum range: typed, but applying asks for PRO.
    await user.type(screen.getByRole('textbox', { name: 'Сумма от' }), '100000');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.proOnly })).toBeTruthy();
    expect(view.location()).toBe('/insider-radar/deals');
    expect(server.queries).toHaveLength(1);
  });

  it('free account opening a filtered address: the API refuses it, the open view shows, the dialog says why and the address drops what was ignored', async () => {
    const server = radarServer(free);
    const view = renderApp('/insider-radar/deals?type=buy&sort_by=value&sort_order=desc', server.handlers);
    expect(await screen.findByRole('dialog', { name: MESSAGES.proOnly })).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataRows(await table())).toHaveLength(20);
    expect(server.queries.map((q) => q.toString()).slice(0, 2)).toEqual(['type=buy&sort_by=value&sort_order=desc', '']);
    await waitFor(() => expect(view.location()).toBe('/insider-radar/deals'));
    // Only the open view is asked again (the address's own load); the dialog is not raised twice.
    expect(server.queries.slice(2).every((q) => q.toString() === '')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('guest: the latest 20 deals and, for a locked filter, the dialog that invites to register', async () => {
    const server = radarServer(null);
    renderApp('/insider-radar/deals', server.handlers);
    expect(dataRows(await table())).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: /Роль/ }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.registerToContinue })).toBeTruthy();
  });

  it('PRO: filters, range and sort round-trip through the address (and reach the API)', async () => {
    const server = radarServer(pro);
    const view = renderApp('/insider-radar/deals?search_id=46&whose_id=investor', server.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Сделки инсайдера: Бирюков Василий' })).toBeTruthy();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Тип сделки/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Покупки' }));
    await waitFor(() => expect(view.location()).toBe('/insider-radar/deals?search_id=46&whose_id=investor&type=buy'));
    await waitFor(() => expect(server.last().toString()).toBe('search_id=46&whose_id=investor&type=buy'));
    await waitFor(() => expect(dataRows(screen.getByRole('table', { name: /Сделки инсайдер/ }))).toHaveLength(10));
    expect(screen.getByRole('button', { name: /Тип сделки: Покупки/ })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Сумма от' }), '100000');
    await user.type(screen.getByRole('textbox', { name: 'Дата сделки с' }), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(view.location()).toBe(
        '/insider-radar/deals?search_id=46&whose_id=investor&type=buy&min_value=100000&date_from=2026-01-01',
      ),
    );

    await user.click(screen.getByRole('button', { name: /Сортировка/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Крупные сначала' }));
    await waitFor(() => expect(server.last().get('sort_by')).toBe('value'));
    expect(server.last().get('sort_order')).toBe('desc');
    expect(server.last().get('min_value')).toBe('100000');
    expect(view.location()).toContain('sort_by=value&sort_order=desc');
  });

  it('PRO: an address with filters opens with them chosen (the loader reads the address)', async () => {
    const server = radarServer(pro);
    renderApp(
      '/insider-radar/deals?type=buy&role=director&cluster=1&max_value=500000&sort_by=value&sort_order=asc&page=2',
      server.handlers,
    );
    expect(await screen.findByRole('button', { name: /Тип сделки: Покупки/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Роль: Член совета директоров/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Кластеры: Только кластерные покупки/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Сортировка: Небольшие сначала/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Сумма до' }) as HTMLInputElement).value).toBe('500000');
    expect(Object.fromEntries(server.last())).toEqual({
      type: 'buy',
      role: 'director',
      cluster: '1',
      max_value: '500000',
      sort_by: 'value',
      sort_order: 'asc',
      page: '2',
    });
    expect(screen.getByRole('button', { name: /Сбросить фильтры \(4\)/ })).toBeTruthy();
  });
  it('PRO: an insider whose deals the filter leaves out is still named (from GET /api/insiders/{id})', async () => {
    const server = radarServer(pro);
    server.handlers['GET /api/insider-radar/deals'] = () => ({
      status: 200,
      body: {
        results: { deals: [], total: 0 },
        meta: {
          page: 1,
          per_page: 20,
          sort_by: 'date',
          sort_order: 'desc',
          filters: {},
          total_capped: false,
          visible_limit: null,
        },
      },
    });
    renderApp('/insider-radar/deals?search_id=46&whose_id=investor&type=other', server.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Сделки инсайдера: Бирюков Василий' })).toBeTruthy();
    expect(
      await screen.findByText('Сделок с такими фильтрами не найдено. Попробуйте изменить или сбросить фильтры.'),
    ).toBeTruthy();
  });
});

describe('buybacks page (/insider-radar/buybacks)', () => {
  it('lists the issuers’ own purchases with the free limit', async () => {
    const server = radarServer(free);
    renderApp('/insider-radar/buybacks', server.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Инсайдер радар: байбэки' })).toBeTruthy();
    const t = await screen.findByRole('table', { name: 'Обратные выкупы акций' });
    expect(dataRows(t)).toHaveLength(20);
    expect(screen.getByText('Бесплатно показаны последние 20 сделок')).toBeTruthy();
  });
});

describe('insider page (/insiders/{id})', () => {
  it('shows the person, positions, totals and latest deals', async () => {
    const server = radarServer(free);
    renderApp('/insiders/46', server.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Бирюков Василий' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Должности' })).toBeTruthy();
    expect(dataRows(screen.getByRole('table', { name: 'Последние сделки инсайдера' }))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Сделки инсайдера в радаре' }).getAttribute('href')).toBe(
      '/insider-radar/deals?search_id=46&whose_id=investor',
    );
  });

  it('an unknown id is the 404 page', async () => {
    renderApp('/insiders/777', radarServer(free).handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  });
});
