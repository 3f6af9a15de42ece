import { useCallback, type ReactNode } from 'react';
import { ToastProvider, useToast, type ToastOptions, type ToastTone } from '@investradar/ui';

export type Notify = (message: string, tone?: ToastTone, options?: Pick<ToastOptions, 'action'>) => void;

/** How long a message stays; errors stay until closed so nobody misses them. */
export const NOTIFICATION_TTL_MS = 8000;

/**
 * The app's alerts (spec §8: "each message shown as an alert", 'Произошла ошибка...') as the
 * library's toasts. The provider sits above the router, so a success message survives the redirect
 * to /account/settings.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <ToastProvider duration={NOTIFICATION_TTL_MS} label="Уведомления ({hotkey})">
      {children}
    </ToastProvider>
  );
}

export function useNotify(): Notify {
  const toast = useToast();
  return useCallback<Notify>(
    (message, tone = 'info', options = {}) => {
      toast.show({ title: message, tone, ...options, ...(tone === 'danger' ? { duration: Number.POSITIVE_INFINITY } : {}) });
    },
    [toast],
  );
}
