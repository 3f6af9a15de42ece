import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button, Card, Link, srOnly } from '../../../components';
import { accountFlags, MESSAGES, type User } from '../../../domain';
import { formatDate } from '../../../domain/format';
import * as styles from './SettingsPage.css';
import { Avatar } from '../../shared/Avatar';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as accountMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

/** Addresses the settings page links to; defaults are the spec's routes. */
export type SettingsPageLinks = {
  changeName: string;
  changeEmail: string;
  changePassword: string;
  subscription: string;
  plans: string;
};

export const settingsPageDefaultLinks: SettingsPageLinks = {
  changeName: '/account/settings/change-name',
  changeEmail: '/account/settings/change-email',
  changePassword: '/account/settings/change-password',
  subscription: '/account/settings/subscription',
  plans: '/subscription/plans',
};

export type SettingsPageProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The signed-in account (never the guest: the app sends guests to /auth/login). */
  user: User;
  links?: Partial<SettingsPageLinks>;
  /** In-app navigation for the page's links; without it they load the page. */
  onNavigate?: NavigateHandler;
  /** Further settings blocks under the personal info (subscription, promocode, newsletters...). */
  children?: ReactNode;
};

const PROVIDERS: Record<string, string> = {
  vkontakte: accountMessages.vkontakte,
  vk: accountMessages.vkontakte,
  odnoklassniki: accountMessages.odnoklassniki,
  ok: accountMessages.odnoklassniki,
  telegram: 'Telegram',
  google: 'Google',
  yandex: accountMessages.yandex,
  mailru: 'Mail.ru',
  apple: 'Apple',
};

export function providerName(provider: string | null | undefined): string | null {
  if (!provider) return null;
  return PROVIDERS[provider.toLowerCase()] ?? provider;
}

type AccountTypeSummary = {
  title: string;
  details: string[];
  action?: { href: string; label: string; primary: boolean };
};

function accountTypeSummary(user: User, links: SettingsPageLinks): AccountTypeSummary {
  const flags = accountFlags(user);
  const expiresAt = user.meta.premium_access?.expires_at ?? user.subscription?.expires_at ?? null;
  const until = expiresAt ? accountMessages.accessUntil(formatDate(expiresAt)) : null;
  if (flags.isPremiumLifetime) {
    return { title: MESSAGES.upgradeToLifetime, details: [accountMessages.lifetimeAccess] };
  }
  if (flags.isPromocode) {
    return {
      title: sharedMessages.proByPromocode,
      details: until ? [until] : [],
      action: flags.showsProHeaderLink ? { href: links.plans, label: MESSAGES.connectPro, primary: false } : undefined,
    };
  }
  if (flags.isPremium) {
    const canceled = user.subscription?.status === 'canceled';
    const details = [
      canceled && expiresAt
        ? accountMessages.subscriptionCanceledUntil(MESSAGES.accessUntil, formatDate(expiresAt))
        : until,
    ].filter((line): line is string => Boolean(line));
    return {
      title: flags.isPremiumBot ? accountMessages.proWithBot : 'PRO',
      details,
      action: user.subscription
        ? { href: links.subscription, label: accountMessages.manageSubscription, primary: false }
        : undefined,
    };
  }
  return {
    title: accountMessages.freePlan,
    details: [accountMessages.freePlanLimits],
    action: { href: links.plans, label: MESSAGES.connectPro, primary: true },
  };
}

/**
 * Account settings: the personal info block of the spec (social avatar, provider and name for a
 * social login; name with a change link; email with a change link when present; masked password
 * with a change link unless the login is social) and the account-type block.
 */
export function SettingsPage({ user, links: linksProp, onNavigate, children, className, ...rest }: SettingsPageProps) {
  const links = { ...settingsPageDefaultLinks, ...linksProp };
  const titleId = useId();
  const personalId = useId();
  const typeId = useId();
  const provider = user.social_login ? providerName(user.social?.provider) : null;
  const summary = accountTypeSummary(user, links);

  const changeLink = (href: string, subject: string) => (
    <Link
      href={href}
      variant="standalone"
      aria-label={accountMessages.changeSubject(subject)}
      onClick={inAppClick(onNavigate, href)}
    >
      {accountMessages.change}
    </Link>
  );

  return (
    <section className={className ? `${styles.page} ${className}` : styles.page} aria-labelledby={titleId} {...rest}>
      <h1 id={titleId} className={styles.title}>
        {MESSAGES.menuSettings}
      </h1>

      <Card asChild padding="lg">
        <section className={styles.section} aria-labelledby={personalId}>
          <h2 id={personalId} className={styles.sectionTitle}>
            {accountMessages.personalData}
          </h2>
          {user.social_login ? (
            <div className={styles.socialIdentity} data-testid="social-identity">
              <Avatar photo={user.social?.photo ?? user.avatar} name={user.name} size="lg" />
              <div className={styles.identityText}>
                <p className={styles.identityName}>{user.name}</p>
                <p className={styles.muted}>
                  {provider ? accountMessages.loginVia(provider) : accountMessages.socialLogin}
                </p>
              </div>
            </div>
          ) : null}
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>{accountMessages.name}</dt>
              <dd className={styles.rowValue}>{user.name}</dd>
              <dd className={styles.rowAction}>{changeLink(links.changeName, accountMessages.nameSubject)}</dd>
            </div>
            {user.email ? (
              <div className={styles.row}>
                <dt className={styles.rowLabel}>Email</dt>
                <dd className={styles.rowValue}>{user.email}</dd>
                <dd className={styles.rowAction}>{changeLink(links.changeEmail, 'email')}</dd>
              </div>
            ) : null}
            {user.social_login ? null : (
              <div className={styles.row}>
                <dt className={styles.rowLabel}>{accountMessages.password}</dt>
                <dd className={styles.rowValue}>
                  <span className={styles.maskedPassword} aria-hidden>
                    ••••••••
                  </span>
                  <span className={srOnly}>{accountMessages.passwordHidden}</span>
                </dd>
                <dd className={styles.rowAction}>
                  {changeLink(links.changePassword, accountMessages.passwordSubject)}
                </dd>
              </div>
            )}
          </dl>
        </section>
      </Card>

      <Card asChild padding="lg" variant={summary.action?.primary ? 'muted' : 'outlined'}>
        <section className={styles.section} aria-labelledby={typeId} data-account-type={user.type}>
          <h2 id={typeId} className={styles.sectionTitle}>
            {accountMessages.accountType}
          </h2>
          <div className={styles.typeHeader}>
            <div className={styles.typeDetails}>
              <p className={styles.typeName}>{summary.title}</p>
              {summary.details.map((line) => (
                <p key={line} className={styles.muted}>
                  {line}
                </p>
              ))}
            </div>
            {summary.action ? (
              <Button asChild variant={summary.action.primary ? 'primary' : 'secondary'}>
                <a href={summary.action.href} onClick={inAppClick(onNavigate, summary.action.href)}>
                  {summary.action.label}
                </a>
              </Button>
            ) : null}
          </div>
        </section>
      </Card>

      {children}
    </section>
  );
}
