import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import { DEFAULT_LEAGUE_PRODUCT, SHELL_ROUTES, SHELL_TEXTS, type ShellNavigate } from '../navigation';
import * as styles from './Footer.css';

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** Year of the copyright line; the app passes the current one. */
  year: number;
  /** The {product} of /konkurs-liga-{product}. */
  leagueProduct?: string;
  /** In-app navigation for the footer links; without it they are plain links. */
  onNavigate?: ShellNavigate;
};

/** Page footer: news, weekly reviews, public offer, bot page, league rules, plans, FAQ and the company line. */
export function Footer({ year, leagueProduct = DEFAULT_LEAGUE_PRODUCT, onNavigate, className, ...rest }: FooterProps) {
  const links = [
    { href: SHELL_ROUTES.news, label: SHELL_TEXTS.news },
    { href: SHELL_ROUTES.reviews, label: SHELL_TEXTS.reviews },
    { href: SHELL_ROUTES.terms, label: SHELL_TEXTS.terms },
    { href: SHELL_ROUTES.bot, label: SHELL_TEXTS.messenger },
    { href: SHELL_ROUTES.league(leagueProduct), label: SHELL_TEXTS.leagueRules },
    { href: SHELL_ROUTES.plans, label: SHELL_TEXTS.plans },
    { href: SHELL_ROUTES.faq, label: SHELL_TEXTS.faq },
  ];
  return (
    <footer className={clsx(styles.footer, className)} {...rest}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.company}>
            © 2021–{year} {SHELL_TEXTS.productName}
          </p>
          <p className={styles.disclaimer}>{SHELL_TEXTS.disclaimer}</p>
        </div>
        <nav aria-label={SHELL_TEXTS.footerNav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link variant="standalone" href={link.href} onClick={inAppClick(onNavigate, link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
