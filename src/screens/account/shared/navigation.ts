import type { MouseEvent } from 'react';

/**
 * How a screen of the account area asks the app to go somewhere. `kind` tells the app whether the
 * address belongs to the account single-page app ('app') or needs a full page load ('page').
 */
export type AccountNavigateHandler = (href: string, options: { kind: 'app' | 'page' }) => void;

/**
 * Click handler for a plain <a href>: a primary click without modifier keys goes to onNavigate,
 * anything else (new tab, download, no handler) stays a normal link.
 */
export function navigateClick(href: string, onNavigate: AccountNavigateHandler | undefined, kind: 'app' | 'page' = 'app') {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(href, { kind });
  };
}
