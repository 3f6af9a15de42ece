import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StoragePort } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';
import type { AccountState, AccountStore } from './accountStore';
import type { ConfigState, ConfigStore } from './configStore';

export type AppServices = {
  api: Api;
  account: AccountStore;
  config: ConfigStore;
  storage: { local: StoragePort; session: StoragePort };
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
