import type { MouseEvent } from 'react';

/** Called with an in-app address when the app routes without a full page load. */
export type NavigateHandler = (href: string) => void;

/**
 * A plain primary click: no modifier key (new tab, new window, download) and not already handled.
 * Only such a click may be taken over by the app; every other one keeps the browser's behaviour.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * onClick for an in-app link. Without a handler the link is a plain full-page link; with one, a
 * plain click goes through the app's router. `after` runs on a plain click either way (e.g. to
 * close the menu or dialog the link sits in).
 */
export function inAppClick(onNavigate: NavigateHandler | undefined, href: string, after?: () => void) {
  if (!onNavigate && !after) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    after?.();
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
}
