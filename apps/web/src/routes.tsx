import { redirect, type IndexRouteObject, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoading } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { ideaLoader, ideasFeedLoader, ratingLoader, stockLoader } from './ideas/ideasLoaders';
import { portfolioLoader } from './portfolio/portfolioLoader';
import { insiderLoader, radarBuybacksLoader, radarDealsLoader } from './radar/radarLoaders';
import { RequireAccount } from './routes/RequireAccount';
import { guestOnly, load, notFound, requireAccount, servicesOf } from './session/routerContext';
import { loadSurvey } from './survey/surveyLoader';
import { purchasesLoader } from './money/purchasesLoader';
import {
  contentEditorLoader,
  contentEntryLoader,
  contentListLoader,
  contentPageLoader,
  pageTextLoader,
} from './content/contentLoaders';

/** What a route tells the document about itself (ssr/manifest.ts reads `chunk`). */
export type RouteHandle = {
  /** The page module's path in the client build's manifest: its chunk is preloaded by the server's HTML. */
  chunk?: string;
};

// Every page is its own chunk, loaded by the router when a navigation reaches it (route-level `lazy`).
// The glob gives each page's loader and its path, which is also its key in the build's manifest, so
// the server links the chunks of the page it renders and the browser does not wait for them.
const pageModules = import.meta.glob<Record<string, React.ComponentType>>('./routes/*Route.tsx');

/**
 * A page: its component from ./routes/{name}.tsx (exported under the file's name), loaded lazily. The
 * loader, when the page has one, lives here in the entry chunk, so that data and code load side by
 * side on a navigation.
 */
function page(name: string, route: Omit<RouteObject, 'lazy' | 'children' | 'index'> = {}): RouteObject {
  const key = `./routes/${name}.tsx`;
  const importPage = pageModules[key];
  if (!importPage) throw new Error(`No page module ${key}`);
  return {
    ...route,
    handle: { chunk: `src/routes/${name}.tsx` } satisfies RouteHandle,
    lazy: async () => {
      const Component = (await importPage())[name];
      if (!Component) throw new Error(`${key} exports no ${name}`);
      return { Component };
    },
  };
}

/** A page at its parent's own address (the home page). */
function indexPage(name: string, loader: NonNullable<RouteObject['loader']>): RouteObject {
  const { handle, lazy } = page(name);
  return { index: true, loader, handle, lazy: lazy as IndexRouteObject['lazy'] };
}

/** Unknown addresses and /404: the 404 page with status 404 (the route error element renders it). */
const notFoundPage = (): RouteObject => ({
  loader: () => {
    throw notFound();
  },
});

/**
 * The loader of an account page: the page's data for a signed-in user only (the account route's guard
 * runs beside it, so a guest's page must not call the API first and read a 401 as an expired session).
 */
function accountPage<T>(work: Parameters<typeof load<T>>[1]) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    await requireAccount(args);
    return load(args, work);
  };
}

/**
 * A league page's loader: for a signed-in user (`account`), or a partner (`partner`: anyone else gets
 * the 404 page, docs/product/screens.md); the loaders' module and the league's calls load with the page.
 */
function leagueLoader(
  name: 'contestLoader' | 'coinHistoryLoader' | 'prizesLoader' | 'leagueLoader' | 'partnersLoader',
  who?: 'account' | 'partner',
) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    if (who) await requireAccount(args);
    if (who === 'partner' && !accountFlags(await servicesOf(args).account.ready()).isPartner) throw notFound();
    return load(args, async ({ api }) => (await import('./league/leagueLoaders'))[name](args.request, api));
  };
}

/** The routes of the app (docs/product/screens.md): one definition for the browser's router and the server's renderer. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    // A failure of the frame itself; pages fail inside the frame (below).
    errorElement: <RouteError standalone />,
    // Shown while the page of the first URL loads when the server did not render it (the dev server).
    hydrateFallbackElement: <PageLoading subject="page" />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteError />,
        children: [
          // The home page is the ideas feed: investors come for ideas.
          indexPage('IdeasRoute', ideasFeedLoader),
          page('IdeasRoute', { path: 'ideas', loader: ideasFeedLoader }),
          page('IdeaRoute', { path: 'ideas/:id', loader: ideaLoader }),
          page('RatingRoute', { path: 'rating', loader: ratingLoader }),
          page('StockRoute', { path: 'stocks/:ticker', loader: stockLoader }),
          page('LoginRoute', { path: 'auth/login', loader: guestOnly }),
          page('RegisterRoute', { path: 'auth/register', loader: guestOnly }),
          page('PortfolioRoute', { path: 'portfolio', loader: portfolioLoader }),
          page('TermsRoute', { path: 'terms', loader: pageTextLoader('terms') }),
          page('BotRoute', { path: 'bot', loader: pageTextLoader('bot') }),
          page('InsiderDealsRoute', { path: 'insider-radar/deals', loader: radarDealsLoader }),
          page('InsiderBuybacksRoute', { path: 'insider-radar/buybacks', loader: radarBuybacksLoader }),
          page('InsiderRoute', { path: 'insiders/:id', loader: insiderLoader }),
          page('PlansRoute', { path: 'subscription/plans' }),
          page('TelegramPlansRoute', { path: 'subscription/plans/telegram' }),
          page('CheckoutRoute', { path: 'checkout', loader: requireAccount }),
          page('LeagueRoute', { path: 'konkurs-liga-investidei', loader: leagueLoader('leagueLoader') }),
          page('ContentListRoute', { path: 'news', loader: contentListLoader('news') }),
          page('ContentEntryRoute', { path: 'news/:slug', loader: contentEntryLoader('news') }),
          page('ContentListRoute', { path: 'reviews', loader: contentListLoader('review') }),
          page('ContentEntryRoute', { path: 'reviews/:slug', loader: contentEntryLoader('review') }),
          page('ContentPageRoute', { path: 'faq', loader: contentPageLoader('faq') }),
          {
            path: 'account',
            element: <RequireAccount />,
            loader: requireAccount,
            children: [
              { index: true, loader: () => redirect('/account/settings') },
              page('SettingsRoute', { path: 'settings' }),
              page('ChangeNameRoute', { path: 'settings/change-name' }),
              page('ChangeEmailRoute', { path: 'settings/change-email' }),
              page('ChangePasswordRoute', { path: 'settings/change-password' }),
              page('NotificationsRoute', { path: 'notifications' }),
              page('ProfileRoute', { path: 'profile', loader: accountPage(({ api }) => loadSurvey(api)) }),
              page('SubscriptionRoute', { path: 'settings/subscription' }),
              page('SubscriptionUpgradeRoute', { path: 'settings/subscription-upgrade' }),
              page('PurchasesRoute', { path: 'purchases', loader: purchasesLoader }),
              { path: 'subscription', loader: () => redirect('/account/settings/subscription') },
              { path: 'subscription-upgrade', loader: () => redirect('/account/settings/subscription-upgrade') },
              page('ContestRoute', { path: 'contest', loader: leagueLoader('contestLoader', 'account') }),
              page('CoinHistoryRoute', {
                path: 'contest/coining',
                loader: leagueLoader('coinHistoryLoader', 'account'),
              }),
              page('PrizesRoute', { path: 'prizes', loader: leagueLoader('prizesLoader', 'account') }),
              page('PartnersRoute', { path: 'partners', loader: leagueLoader('partnersLoader', 'partner') }),
              page('ContentEditorRoute', { path: 'editor', loader: contentEditorLoader }),
              { path: '*', ...notFoundPage() },
            ],
          },
          { path: '404', ...notFoundPage() },
          { path: '*', ...notFoundPage() },
        ],
      },
    ],
  },
];
