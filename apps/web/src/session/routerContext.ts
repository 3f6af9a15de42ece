import { createContext, data, redirect, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { accountFlags } from '@investradar/ui/domain';
import { ApiError, SESSION_EXPIRED_URL } from '../api/client';
import type { Api } from '../api/endpoints';
import { AFTER_LOGIN_URL, safeRedirect } from '../routes/redirects';
import type { AppServices } from './AppContext';

/**
 * The app's services as the route loaders see them. The browser's router and the server's static
 * handler each put their own in: the API client over `fetch` in the browser, the same client over the
 * server's in-process requests on the server. One route definition serves both.
 */
export const servicesContext = createContext<AppServices>();

export function routerContextWith(services: AppServices): RouterContextProvider {
  return new RouterContextProvider(new Map([[servicesContext, services]]));
}

type LoaderContext = Pick<LoaderFunctionArgs, 'context'>;

export const servicesOf = ({ context }: LoaderContext): AppServices => context.get(servicesContext);

/**
 * Runs a loader's API calls with the spec's error rules (docs/product/errors.md) applied by the router: a 401 ends the
 * session and redirects to the login page with the session-expired notice; a 404 renders the 404 page
 * with status 404 where the address is (the server answers it as such); anything else reaches the
 * route's error element.
 */
export async function load<T>(
  args: LoaderContext,
  work: (services: AppServices & { api: Api }) => Promise<T>,
): Promise<T> {
  const services = servicesOf(args);
  try {
    return await work({ ...services, api: services.loaderApi });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      services.account.signOut();
      throw redirect(SESSION_EXPIRED_URL);
    }
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

export const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** docs/product/screens.md: a guest opening any account page is sent to /auth/login, and brought back after login. */
export async function requireAccount(args: LoaderFunctionArgs): Promise<null> {
  const { account } = servicesOf(args);
  const user = await account.ready();
  if (!accountFlags(user).isGuest) return null;
  const state = account.getState();
  if (state.status === 'ready' && state.expired) throw redirect(SESSION_EXPIRED_URL);
  throw redirect(`/auth/login?redirect_url=${encodeURIComponent(pathOf(args.request))}`);
}

/** The login and registration pages of a signed-in user lead on to where the user was going. */
export async function guestOnly(args: LoaderFunctionArgs): Promise<null> {
  const user = await servicesOf(args).account.ready();
  if (accountFlags(user).isGuest) return null;
  const target = safeRedirect(new URL(args.request.url).searchParams.get('redirect_url'));
  throw redirect(target ?? AFTER_LOGIN_URL);
}
