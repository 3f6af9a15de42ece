import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastOptions, ToastTone } from '@investradar/ui';

export type Notify = (message: string, tone?: ToastTone, options?: Pick<ToastOptions, 'action'>) => void;

/** How long a message stays; errors stay until closed so nobody misses them. */
export const NOTIFICATION_TTL_MS = 8000;

/** A message waiting for the toasts to load (the first one of a visit) or to be shown. */
export type PendingNotice = { id: number; message: string; tone: ToastTone; options: Pick<ToastOptions, 'action'> };

// The library's toasts (and the Radix machinery under them) load with the first message of a visit,
// not with every page: most visits show none.
const ToastHost = lazy(() => import('./ToastHost'));

const NotifyContext = createContext<Notify | null>(null);

/**
 * The app's alerts (docs/product/errors.md: "each message shown as an alert", 'Произошла ошибка...') as the
 * library's toasts. The provider sits above the router, so a success message survives the redirect
 * to /account/settings.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingNotice[]>([]);
  const [used, setUsed] = useState(false);
  const notify = useCallback<Notify>((message, tone = 'info', options = {}) => {
    setUsed(true);
    setPending((list) => [...list, { id: nextId(), message, tone, options }]);
  }, []);
  const shown = useCallback(
    (ids: ReadonlySet<number>) => setPending((list) => list.filter((notice) => !ids.has(notice.id))),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastHost pending={pending} onShown={shown} ttlMs={NOTIFICATION_TTL_MS} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}

let lastId = 0;
const nextId = () => (lastId += 1);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() outside <NotificationsProvider>');
  return notify;
}
