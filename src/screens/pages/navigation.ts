import type { MouseEvent } from 'react';

/** Called with an in-app address when the app should route without a full page load. */
export type NavigateHandler = (href: string) => void;

/**
 * onClick for an in-app link. Without a handler the link is a plain full-page link; with one, a
 * plain left click goes through the app's router while modified clicks (new tab, new window) keep
 * the browser's behaviour.
 */
export function inAppClick(onNavigate: NavigateHandler | undefined, href: string) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };
}
