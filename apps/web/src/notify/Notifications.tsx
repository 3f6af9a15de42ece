import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, type AlertTone } from '@investradar/ui';


export type Notify = (message: string, tone?: AlertTone) => void;

type Item = { id: number; message: string; tone: AlertTone };

const NotifyContext = createContext<Notify | null>(null);

/** How long a message stays; errors stay until closed so nobody misses them. */
export const NOTIFICATION_TTL_MS = 8000;

/**
 * The app's alerts (spec §8: "each message shown as an alert", 'Произошла ошибка...'): a stack of
 * messages in a live region at the top of the page, kept across route changes so that a success
 * message survives the redirect to /account/settings.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (message, tone = 'info') => {
      const id = nextId.current++;
      setItems((list) => [...list.filter((item) => item.message !== message), { id, message, tone }]);
      if (tone !== 'danger') timers.current.set(id, setTimeout(() => dismiss(id), NOTIFICATION_TTL_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext value={value}>
      {children}
      <div className="app-notifications" aria-label="Уведомления" role="region">
        {items.map((item) => (
          <Alert key={item.id} tone={item.tone} className="app-notifications__item" onDismiss={() => dismiss(item.id)} dismissLabel="Закрыть уведомление">
            {item.message}
          </Alert>
        ))}
      </div>
    </NotifyContext>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() outside <NotificationsProvider>');
  return notify;
}
