import * as RadixToast from 'radix-ui/toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { IconButton } from '../IconButton';
import { statusTones } from '../internal/statusTones';
import * as styles from './Toast.css';
import * as componentMessages from '../messages';

export const toastTones = statusTones;
export type ToastTone = (typeof toastTones)[number];

export type ToastOptions = {
  /** The message, e.g. 'Успешно сохранено!'. */
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides itself; Infinity keeps it until closed. Paused on hover and focus. */
  duration?: number;
  /** One action button; `altText` says how to do the same without the toast (required by Radix for screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
};

type ToastItem = ToastOptions & { id: number; open: boolean };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

/** Show toasts from inside a ToastProvider: `const toast = useToast(); toast.show({ tone: 'success', title: 'Успешно сохранено!' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export type ToastProviderProps = {
  children: ReactNode;
  /** Default time on screen, ms. */
  duration?: number;
  /** Name of the notifications region; {hotkey} is replaced by the key that focuses it (F8). */
  label?: string;
};

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

/**
 * Toasts for the app (Radix Toast): holds the queue, renders the viewport, exposes useToast().
 * Errors are announced assertively (type foreground), the rest politely.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = componentMessages.notificationsRegion,
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts have finished their exit animation by the time another one is shown.
    setItems((list) => [...list.filter((item) => item.open), { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={componentMessages.notification} swipeDirection="right">
        {children}
        {items.map(({ id, open, title, description, tone = 'info', duration: own, action }) => {
          const Icon = icons[tone];
          return (
            <RadixToast.Root
              key={id}
              open={open}
              onOpenChange={(next) => {
                if (!next) dismiss(id);
              }}
              duration={own}
              type={tone === 'danger' ? 'foreground' : 'background'}
              className={styles.toast({ tone })}
              data-tone={tone}
            >
              <span className={styles.icon({ tone })}>
                <Icon />
              </span>
              <div className={styles.body}>
                <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
                {description ? (
                  <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
                ) : null}
                {action ? (
                  <RadixToast.Action altText={action.altText} asChild>
                    <Button size="sm" variant="secondary" className={styles.action} onClick={action.onClick}>
                      {action.label}
                    </Button>
                  </RadixToast.Action>
                ) : null}
              </div>
              <RadixToast.Close asChild>
                <IconButton label={componentMessages.closeNotification} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={styles.viewport} label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
