import '../test/setup-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@investradar/ui';
import { guestUser, MESSAGES, PERMISSION, STORAGE_KEYS, type User } from '@investradar/ui/domain';
import { appConfig, free } from '@investradar/ui/testing';
import { createApiClient } from '../api/client';
import { createApi } from '../api/endpoints';
import { AuthDrawersProvider } from '../auth/AuthDrawers';
import { NotificationsProvider } from '../notify/Notifications';
import { createAccountStore } from '../session/accountStore';
import { AppServicesProvider } from '../session/AppContext';
import { createConfigStore } from '../session/configStore';
import { accountReply, fakeServer, memoryStorage, type Handler } from '../test/harness';
import { PortfolioActionsProvider, usePortfolioActions } from './PortfolioActions';

vi.setConfig({ testTimeout: 20_000 });

/** A button that adds idea 103, the way an idea card of the app would. */
function AddButton() {
  const actions = usePortfolioActions();
  return <button onClick={() => void actions.add(103)}>В портфель</button>;
}

async function renderActions(user: User, extra: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /api/account': () => accountReply(user),
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    ...extra,
  });
  const api = createApi(
    createApiClient({ fetch: server.fetch, cookies: () => 'XSRF-TOKEN=test-token', redirect: () => undefined }),
  );
  const account = createAccountStore({ load: api.getAccount });
  const config = createConfigStore(api.getConfig);
  const local = memoryStorage();
  await Promise.all([account.reload(), config.load()]);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AuthDrawersProvider>
          <PortfolioActionsProvider>
            <AddButton />
          </PortfolioActionsProvider>
        </AuthDrawersProvider>
      ),
    },
  ]);
  render(
    <UiProvider theme="light">
      <AppServicesProvider
        services={{
          api,
          loaderApi: api,
          account,
          config,
          storage: { local, session: memoryStorage() },
          origin: 'http://localhost',
        }}
      >
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </AppServicesProvider>
    </UiProvider>,
  );
  return { ...server, account, local, router };
}

const quiet = { do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false } as const;

describe('add to portfolio behind the permission check', () => {
  it('adds for a free account under the limit of 3 and the account takes the ideas', async () => {
    const user = { ...free, ...quiet };
    const view = await renderActions(user, {
      [`POST /api/portfolios/${free.portfolio!.id}/add/103`]: () => ({
        status: 200,
        body: { success: true, ideas: [101, 102, 103] },
      }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    expect(await screen.findByText('Идея добавлена в портфель')).toBeInTheDocument();
    expect(view.account.getState().user?.portfolio?.ideas).toEqual([101, 102, 103]);
    expect(view.requests.find((r) => r.method === 'POST')?.headers.get('X-XSRF-TOKEN')).toBe('test-token');
  });

  it('at the limit opens the permission dialog for ii.portfolio_add_many_ideas and sends nothing', async () => {
    const user = { ...free, ...quiet, portfolio: { ...free.portfolio!, ideas: [101, 102, 104] } };
    const view = await renderActions(user);
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector(`[data-permission="${PERMISSION.portfolioAddManyIdeas}"]`)).not.toBeNull();
    expect(view.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.setup().click(within(dialog).getByRole('link', { name: MESSAGES.connectPro }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subscription/plans'));
  });

  it('without ii.portfolio opens «Доступно для аккаунтов уровня PRO» with the connect button', async () => {
    const user = { ...free, ...quiet, all_permissions: { ii: { portfolio: false } } };
    await renderActions(user);
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(within(dialog).getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
  });

  it('for a guest keeps the idea for after registration and leads to the registration drawer', async () => {
    const view = await renderActions(guestUser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'В портфель' }));
    expect(view.local.getItem(STORAGE_KEYS.deferredPortfolioIdea)).toBe('103');
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registerToContinue });
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(view.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('opens the dialog the server names when it refuses (403) and says nothing else', async () => {
    const user = { ...free, ...quiet };
    await renderActions(user, {
      [`POST /api/portfolios/${free.portfolio!.id}/add/103`]: () => ({
        status: 403,
        body: { success: false, message: MESSAGES.portfolioLimitReached, permission: PERMISSION.portfolioAddManyIdeas },
      }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.proOnly });
    expect(dialog.querySelector(`[data-permission="${PERMISSION.portfolioAddManyIdeas}"]`)).not.toBeNull();
    expect(screen.queryByText(MESSAGES.genericError)).toBeNull();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» when the add fails otherwise', async () => {
    const user = { ...free, ...quiet };
    await renderActions(user, {
      [`POST /api/portfolios/${free.portfolio!.id}/add/103`]: () => ({ status: 500, body: { success: false } }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'В портфель' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
