import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Api } from '../api/endpoints';
import type { AccountState, AccountStore } from './accountStore';

export type AppServices = { api: Api; account: AccountStore };

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
