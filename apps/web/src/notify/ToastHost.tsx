// The library's toast region, loaded with the first message (Notifications.tsx), showing the messages
// handed to it once each.
import { useEffect, useRef } from 'react';
import { ToastProvider, useToast } from '@investradar/ui';
import type { PendingNotice } from './Notifications';

type ToastHostProps = { pending: PendingNotice[]; onShown: (ids: ReadonlySet<number>) => void; ttlMs: number };

export default function ToastHost({ pending, onShown, ttlMs }: ToastHostProps) {
  return (
    <ToastProvider duration={ttlMs}>
      <ShowPending pending={pending} onShown={onShown} />
    </ToastProvider>
  );
}

function ShowPending({ pending, onShown }: Omit<ToastHostProps, 'ttlMs'>) {
  const toast = useToast();
  // Kept across StrictMode's second effect run, so no message shows twice.
  const done = useRef(new Set<number>());
  useEffect(() => {
    const ids = new Set<number>();
    for (const { id, message, tone, options } of pending) {
      ids.add(id);
      if (done.current.has(id)) continue;
      done.current.add(id);
      toast.show({
        title: message,
        tone,
        ...options,
        ...(tone === 'danger' ? { duration: Number.POSITIVE_INFINITY } : {}),
      });
    }
    if (ids.size) onShown(ids);
  }, [pending, onShown, toast]);
  return null;
}
