import {
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Slot } from './Slot';

/**
 * A part of a component loaded on first need (a dynamic import), shared by every instance: the
 * menus' Radix implementation and the modal overlays' native dialog stay out of a page's first load
 * and arrive when the user first points at, focuses or presses a trigger.
 */
export type Deferred<T> = {
  /** The module once loaded. */
  get(): T | undefined;
  /** Loads it once; a failed load (offline) is tried again by the next call. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
};

/** What had the focus when a deferred part arrived: a stand-in trigger that had it passes it on. */
let focusedAtLoad: Element | null = null;

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          // Read by React's use(): a settled promise it has seen before renders without suspending.
          Object.assign(pending!, { status: 'fulfilled', value: loaded });
          focusedAtLoad = typeof document === 'undefined' ? null : document.activeElement;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const notLoaded = () => undefined;

/**
 * The deferred module, or undefined until it is loaded. The server and hydration always see
 * undefined (the stand-in), so the browser's first render matches the server's HTML; every instance
 * re-renders with the module once it arrives.
 */
export function useDeferred<T>(part: Deferred<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.get, notLoaded);
}

/**
 * The module for a part that only renders inside an open overlay, where it is always loaded already;
 * elsewhere it waits for it (Suspense).
 */
export function useLoaded<T>(part: Deferred<T>): T {
  // Always through use(): once settled (status 'fulfilled', set on load) it returns at once.
  return use(part.load());
}

/** What the user did to the stand-in; replayed on the real trigger once it is there. */
type Intent = { kind: 'open' } | { kind: 'key'; key: string };

export type StandInOptions = {
  /** Keys that open the popup from the trigger (replayed as a keydown on the real trigger). */
  openKeys: readonly string[];
  /** aria-haspopup of the real trigger. */
  popup: 'menu' | 'listbox';
};

/**
 * The two halves of a component whose implementation is deferred: `standIn(trigger)` renders the
 * trigger with the ARIA state of a closed popup and loads the implementation on hover, focus or
 * press (a popup that opens on pointerdown and on keys, like a menu button); `realTriggerRef` goes on
 * the real trigger, which replaces the stand-in's element. After the swap the real trigger takes the
 * focus the stand-in had, and a press made during the load opens the popup (`open()`) or is replayed
 * as the same keydown on the real trigger, so the first Enter, Space or ArrowDown works like any later.
 */
export function useStandIn<T>(part: Deferred<T>, loaded: T | undefined, open: () => void, options: StandInOptions) {
  const standInNode = useRef<HTMLElement | null>(null);
  const realNode = useRef<HTMLElement | null>(null);
  const intent = useRef<Intent | null>(null);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });

  // The stand-in's node is kept after it unmounts, to compare it with what had the focus.
  const standInRef = useCallback((node: HTMLElement | null) => {
    if (node) standInNode.current = node;
  }, []);
  const realTriggerRef = useCallback((node: HTMLElement | null) => {
    realNode.current = node;
  }, []);

  useLayoutEffect(() => {
    if (!loaded || !standInNode.current) return;
    if (focusedAtLoad === standInNode.current && document.activeElement !== realNode.current) realNode.current?.focus();
    standInNode.current = null;
  }, [loaded]);
  // A passive effect: the implementation's own effects (its document listeners) are in place first.
  useEffect(() => {
    const wanted = intent.current;
    if (!loaded || !wanted) return;
    intent.current = null;
    if (wanted.kind === 'open') openRef.current();
    else
      realNode.current?.dispatchEvent(
        new globalThis.KeyboardEvent('keydown', { key: wanted.key, bubbles: true, cancelable: true }),
      );
  }, [loaded]);

  const request = (wanted?: Intent) => {
    if (wanted) intent.current = wanted;
    // The load's failure (offline) leaves the stand-in; the next press tries again.
    part.load().catch(() => {
      intent.current = null;
    });
  };
  const preload = () => void part.load().catch(() => undefined);

  const standIn = (trigger: ReactElement, ref?: Ref<HTMLElement>) => (
    <Slot
      ref={mergeRef(standInRef, ref)}
      {...{ type: 'button', 'aria-haspopup': options.popup, 'aria-expanded': false, 'data-state': 'closed' }}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As the real menu trigger does: no focus on the trigger, the menu takes it.
        event.preventDefault();
        request({ kind: 'open' });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.defaultPrevented || !options.openKeys?.includes(event.key)) return;
        event.preventDefault();
        request({ kind: 'key', key: event.key });
      }}
    >
      {trigger}
    </Slot>
  );

  return { standIn, realTriggerRef, request };
}

function mergeRef(own: (node: HTMLElement | null) => void, other: Ref<HTMLElement> | undefined) {
  if (!other) return own;
  return (node: HTMLElement | null) => {
    own(node);
    if (typeof other === 'function') other(node);
    else other.current = node;
  };
}

/** Open state that follows `open` when given (controlled) and keeps its own otherwise. */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange?: (open: boolean) => void,
) {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const isOpen = open ?? own;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return [isOpen, setOpen] as const;
}
