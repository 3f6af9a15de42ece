import { clsx } from 'clsx';
import { useState } from 'react';
import {
  Badge,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  IconButton,
} from '../../../components';
import { formatDateTime, formatNumber, type PortfolioUpdate, type UserPortfolio } from '../../../domain';
import { PortfolioIcon, TrendDownIcon, TrendUpIcon } from '../../../components/icons';
import { inAppClick } from '../../shared/inAppLink';
import { SHELL_ROUTES, SHELL_TEXTS, type ShellNavigate } from '../navigation';
import * as styles from './Header.css';

const outcome = (update: PortfolioUpdate) =>
  update.closed_with_profit === true
    ? { Icon: TrendUpIcon, className: styles.updateProfit, text: SHELL_TEXTS.closedWithProfit }
    : update.closed_with_profit === false
      ? { Icon: TrendDownIcon, className: styles.updateLoss, text: SHELL_TEXTS.closedWithLoss }
      : null;

export type PortfolioUpdatesMenuProps = {
  portfolio: UserPortfolio | null;
  onNavigate?: ShellNavigate;
  /** The dropdown opened: the app may refresh GET /api/portfolios/{id}/updates. */
  onOpen?: () => void;
};

/** The portfolio icon with its updates count and a dropdown of portfolio events (docs/product/screens.md, docs/product/entities.md). */
export function PortfolioUpdatesMenu({ portfolio, onNavigate, onOpen }: PortfolioUpdatesMenuProps) {
  const updates = portfolio?.updates ?? [];
  const count = portfolio?.updates_count ?? 0;
  // Controlled, so that an in-app navigation (which cancels the link's default) still closes it.
  const [open, setOpen] = useState(false);
  const follow = (href: string) => inAppClick(onNavigate, href, () => setOpen(false));
  const label =
    count > 0
      ? `${SHELL_TEXTS.portfolioUpdates}: ${formatNumber(count)} ${SHELL_TEXTS.newUpdates}`
      : SHELL_TEXTS.portfolioUpdates;
  return (
    <DropdownMenu
      align="end"
      aria-label={SHELL_TEXTS.portfolioUpdates}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen?.();
      }}
      trigger={
        <IconButton label={label} size="lg" className={styles.counterHost} data-count={count}>
          <PortfolioIcon />
          {count > 0 ? (
            <Badge tone="danger" variant="solid" size="sm" className={styles.counter} aria-hidden>
              {count > 99 ? '99+' : formatNumber(count)}
            </Badge>
          ) : null}
        </IconButton>
      }
    >
      <DropdownMenuLabel>{SHELL_TEXTS.portfolioUpdates}</DropdownMenuLabel>
      {updates.length === 0 ? (
        <DropdownMenuItem disabled>{SHELL_TEXTS.noPortfolioUpdates}</DropdownMenuItem>
      ) : (
        updates.map((update) => {
          const result = outcome(update);
          const Icon = result?.Icon;
          return (
            <DropdownMenuItem
              key={`${update.event}-${update.idea_name}-${update.dt}`}
              asChild
              className={styles.update}
            >
              <a href={SHELL_ROUTES.portfolio} onClick={follow(SHELL_ROUTES.portfolio)}>
                {Icon ? (
                  <Icon className={clsx(styles.updateIcon, result.className)} />
                ) : (
                  <PortfolioIcon className={clsx(styles.updateIcon, styles.updateNeutral)} />
                )}
                <span className={styles.updateText}>
                  <span className={styles.updateEvent}>{update.event_txt}</span>
                  <span>
                    {update.idea_name}
                    {result ? `, ${result.text}` : ''}
                  </span>
                  <span className={styles.updateMeta}>{formatDateTime(update.dt)}</span>
                </span>
              </a>
            </DropdownMenuItem>
          );
        })
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <a href={SHELL_ROUTES.portfolio} onClick={follow(SHELL_ROUTES.portfolio)}>
          {SHELL_TEXTS.openPortfolio}
        </a>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
