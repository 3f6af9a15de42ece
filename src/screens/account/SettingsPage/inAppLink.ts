import type { MouseEvent } from 'react';

/** Called with an in-app address; the app decides how to get there (router navigation). */
export type NavigateHandler = (href: string) => void;

/**
 * Click handler for a plain <a href>: a primary click without modifier keys goes to onNavigate
 * (in-app navigation), anything else (new tab, download, no handler) stays a normal link.
 */
export function inAppClick(href: string, onNavigate: NavigateHandler | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}
