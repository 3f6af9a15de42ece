import type { MouseEvent } from 'react';

/** Called with an in-app address when the app routes without a full page load. */
export type ScreenNavigate = (href: string) => void;

/**
 * onClick for an in-app link of the contest, prizes, partners and questionnaire screens. Without a
 * handler the link is a plain full-page link; with one, a plain left click goes through the app's
 * router while modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function inAppClick(onNavigate: ScreenNavigate | undefined, href: string, after?: () => void) {
  if (!onNavigate && !after) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    after?.();
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
}

/** Account-area addresses of spec §2 these screens link to. */
export const CONTEST_ROUTES = {
  contest: '/account/contest',
  coinHistory: '/account/contest/coining',
  prizes: '/account/prizes',
  plans: '/subscription/plans',
  ideas: '/ideas',
} as const;
