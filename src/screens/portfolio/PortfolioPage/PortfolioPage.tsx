import { useId } from 'react';
import { Alert, Button } from '../../../components';
import {
  accountFlags,
  can,
  formatCount,
  formatSignedPercent,
  IDEA_FORMS,
  MESSAGES,
  PERMISSION,
  type PluralForms,
  portfolioLimit,
  type PortfolioUpdate,
  type User,
} from '../../../domain';
import type { IdeaSummary } from '../../shared/idea';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { PortfolioGate } from './PortfolioGate';
import { PortfolioIdea } from './PortfolioIdea';
import * as styles from './PortfolioPage.css';
import { PortfolioUpdates } from './PortfolioUpdates';
import * as portfolioMessages from '../messages';

/** «не больше 1 идеи / 3 идей / 5 идей» — genitive forms after «больше». */
const IDEAS_GENITIVE: PluralForms = portfolioMessages.ideaForms;

export type PortfolioPageProps = {
  user: User;
  /** The portfolio's ideas, resolved by the app from user.portfolio.ideas. */
  ideas: readonly IdeaSummary[];
  /** Portfolio events (docs/product/entities.md Portfolio updates), newest first. */
  updates: readonly PortfolioUpdate[];
  /** Unseen updates (updates_count). */
  updatesCount?: number;
  /** «Убрать» pressed: the app asks for confirmation (PortfolioIdeaDeleteConfirm) and removes. */
  onRemove: (ideaId: number) => void;
  plansHref?: string;
  ideasHref?: string;
  loginHref?: string;
  registerHref?: string;
  onNavigate?: NavigateHandler;
};

/** The portfolio page (/portfolio): ideas the user follows, their updates and the free limit of 3. */
export function PortfolioPage({
  user,
  ideas,
  updates,
  updatesCount = 0,
  onRemove,
  plansHref = '/subscription/plans',
  ideasHref = '/ideas',
  loginHref = '/auth/login?redirect_url=%2Fportfolio',
  registerHref = '/auth/register?redirect_url=%2Fportfolio',
  onNavigate,
}: PortfolioPageProps) {
  const id = useId();
  const flags = accountFlags(user);
  const go = (href: string) => inAppClick(onNavigate, href);
  const heading = (
    <h1 id={`${id}-title`} className={styles.title}>
      {portfolioMessages.title}
    </h1>
  );

  if (flags.isGuest) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        {heading}
        <PortfolioGate
          title={portfolioMessages.guestTitle}
          links={[
            { label: MESSAGES.register, href: registerHref, onClick: go(registerHref) },
            { label: MESSAGES.login, href: loginHref, onClick: go(loginHref) },
          ]}
        >
          {portfolioMessages.guestText}
        </PortfolioGate>
      </section>
    );
  }

  if (!can(user, PERMISSION.portfolio)) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        {heading}
        <PortfolioGate
          variant="brand"
          title={MESSAGES.proOnly}
          links={[{ label: MESSAGES.connectPro, href: plansHref, onClick: go(plansHref) }]}
        >
          {portfolioMessages.proOnly}
        </PortfolioGate>
      </section>
    );
  }

  const limit = portfolioLimit(user);
  const limited = Number.isFinite(limit);
  const atLimit = limited && ideas.length >= limit;
  const openIdeas = ideas.filter((idea) => idea.status === 'open');
  const averagePotential = openIdeas.length
    ? openIdeas.reduce((sum, idea) => sum + idea.potentialYield, 0) / openIdeas.length
    : null;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        {heading}
        <p className={styles.summary}>
          {limited ? (
            <span>
              {portfolioMessages.ideasCountPrefix}
              {ideas.length}
              {portfolioMessages.ofSeparator}
              {limit}
              {portfolioMessages.onFreePlanSuffix}
            </span>
          ) : (
            <span>{ideas.length ? formatCount(ideas.length, IDEA_FORMS) : portfolioMessages.stillEmpty}</span>
          )}
          {averagePotential !== null ? (
            <span>
              {portfolioMessages.averagePotential}{' '}
              <strong className={styles.positive}>{formatSignedPercent(averagePotential)}</strong>
            </span>
          ) : null}
        </p>
      </header>

      {atLimit ? (
        <Alert
          tone="info"
          title={portfolioMessages.limitReachedTitle}
          actions={
            <Button asChild size="sm">
              <a href={plansHref} onClick={go(plansHref)}>
                {MESSAGES.connectPro}
              </a>
            </Button>
          }
        >
          {portfolioMessages.limitReachedPrefix}
          {formatCount(limit, IDEAS_GENITIVE)}
          {portfolioMessages.limitReachedSuffix}
        </Alert>
      ) : null}

      <div className={styles.columns}>
        <section aria-labelledby={`${id}-ideas`} className={styles.ideas}>
          <h2 id={`${id}-ideas`} className={styles.sectionTitle}>
            {MESSAGES.menuIdeas}
          </h2>
          {ideas.length === 0 ? (
            <PortfolioGate
              empty
              variant="muted"
              title={portfolioMessages.emptyTitle}
              links={[{ label: portfolioMessages.goToIdeas, href: ideasHref, onClick: go(ideasHref) }]}
            >
              {portfolioMessages.emptyText}
            </PortfolioGate>
          ) : (
            <ul className={styles.list}>
              {ideas.map((idea) => (
                <li key={idea.id}>
                  <PortfolioIdea idea={idea} onRemove={onRemove} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <PortfolioUpdates id={`${id}-updates`} updates={updates} updatesCount={updatesCount} />
      </div>
    </section>
  );
}
