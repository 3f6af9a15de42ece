import type { MouseEventHandler, ReactNode } from 'react';
import { Button, Card, type CardVariant } from '../../../components';
import * as styles from './PortfolioPage.css';

export type PortfolioGateLink = { label: string; href: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

/** A card in place of the portfolio (guest, no PRO access, empty): a title, a text and link buttons. */
export function PortfolioGate({
  title,
  children,
  links,
  variant,
  empty = false,
}: {
  title: string;
  children: ReactNode;
  links: readonly PortfolioGateLink[];
  variant?: CardVariant;
  /** The empty portfolio: a muted card with a plain title inside the ideas section. */
  empty?: boolean;
}) {
  return (
    <Card padding="lg" variant={variant} className={empty ? styles.empty : styles.gate}>
      {empty ? <p className={styles.emptyTitle}>{title}</p> : <h2 className={styles.gateTitle}>{title}</h2>}
      <p className={styles.gateText}>{children}</p>
      <div className={styles.gateActions}>
        {links.map((link, index) => (
          <Button key={link.href} asChild variant={index === 0 ? 'primary' : 'secondary'}>
            <a href={link.href} onClick={link.onClick}>
              {link.label}
            </a>
          </Button>
        ))}
      </div>
    </Card>
  );
}
