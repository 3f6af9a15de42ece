import { srOnly } from '../../../components';
import { LogoMark } from '../../../components/icons';
import { SHELL_ROUTES, SHELL_TEXTS, type ShellNavigate } from '../navigation';
import { inAppClick } from '../../shared/inAppLink';
import * as styles from '../Header/bar.css';
import * as shellMessages from '../messages';

export type HeaderPlaceholderProps = {
  /** In-app navigation for the logo's link; without it the link loads the page. */
  onNavigate?: ShellNavigate;
};

/**
 * The header's bar with the logo alone, the same size as the full Header: shown while the account (and
 * the full header's code) is still on its way, so a signed-in user never sees the guest buttons flash
 * and the page below does not move when the full header takes its place.
 */
export function HeaderPlaceholder({ onNavigate }: HeaderPlaceholderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={SHELL_ROUTES.home} className={styles.logo} onClick={inAppClick(onNavigate, SHELL_ROUTES.home)}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoText}>{SHELL_TEXTS.productName}</span>
          <span className={srOnly}>{shellMessages.toHomeSuffix}</span>
        </a>
      </div>
    </header>
  );
}
