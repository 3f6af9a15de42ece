import { inAppClick } from '../inAppLink';

/**
 * How a screen of the account area asks the app to go somewhere. `kind` tells the app whether the
 * address belongs to the account single-page app ('app') or needs a full page load ('page').
 */
export type AccountNavigateHandler = (href: string, options: { kind: 'app' | 'page' }) => void;

/** inAppClick for the account area: the app is told which `kind` of address it is asked to open. */
export function navigateClick(
  href: string,
  onNavigate: AccountNavigateHandler | undefined,
  kind: 'app' | 'page' = 'app',
) {
  return inAppClick(onNavigate && ((to) => onNavigate(to, { kind })), href);
}
