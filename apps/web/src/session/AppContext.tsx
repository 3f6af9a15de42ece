import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StoragePort } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';
import type { AccountState, AccountStore } from './accountStore';
import type { ConfigState, ConfigStore } from './configStore';

export type AppServices = {
  /** For what the user does (forms, buttons): a 401 or 404 moves the user on (docs/product/errors.md). */
  api: Api;
  /** For route loaders: errors are thrown as they are, and the router applies docs/product/errors.md (session/routerContext.ts). */
  loaderApi: Api;
  account: AccountStore;
  config: ConfigStore;
  storage: { local: StoragePort; session: StoragePort };
  /** `scheme://host` of the site as its visitors see it: canonical and Open Graph links. */
  origin: string;
};

const AppContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppContext value={services}>{children}</AppContext>;
}

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices() outside <AppServicesProvider>');
  return services;
}

export function useApi(): Api {
  return useServices().api;
}

/** The account state, re-rendering on every change (load, reload, sign-out). */
export function useAccount(): AccountState & { store: AccountStore } {
  const { account } = useServices();
  const state = useSyncExternalStore(account.subscribe, account.getState, account.getState);
  return { ...state, store: account };
}

/** GET /api/config as read once: `config` is null while loading or when it could not be read. */
export function useConfig(): ConfigState {
  const { config } = useServices();
  return useSyncExternalStore(config.subscribe, config.getState, config.getState);
}
