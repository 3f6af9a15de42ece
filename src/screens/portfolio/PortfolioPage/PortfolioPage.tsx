import { useId } from 'react';
import { Alert, Badge, Button, Card, Link } from '../../../components';
import {
  accountFlags,
  can,
  formatCount,
  formatDate,
  formatDateTime,
  formatPrice,
  formatSignedPercent,
  IDEA_FORMS,
  MESSAGES,
  PERMISSION,
  type PluralForms,
  portfolioLimit,
  type PortfolioUpdate,
  type User,
} from '../../../domain';
import { ideaStatusLabels, ideaStatusTones, type IdeaSummary } from '../../shared/idea';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { PriceStats } from '../../shared/PriceStats';
import * as styles from './PortfolioPage.css';

/** «не больше 1 идеи / 3 идей / 5 идей» — genitive forms after «больше». */
const IDEAS_GENITIVE: PluralForms = { one: 'идеи', few: 'идей', many: 'идей' };

export type PortfolioPageProps = {
  user: User;
  /** The portfolio's ideas, resolved by the app from user.portfolio.ideas. */
  ideas: readonly IdeaSummary[];
  /** Portfolio events (spec §3 Portfolio updates), newest first. */
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
      Портфель идей
    </h1>
  );

  if (flags.isGuest) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        {heading}
        <Card padding="lg" className={styles.gate}>
          <h2 className={styles.gateTitle}>Соберите свой портфель идей</h2>
          <p className={styles.gateText}>
            Добавляйте идеи брокеров в портфель и получайте уведомления, когда идея достигает цели, закрывается или у
            нее меняется целевая цена. Портфель доступен после входа.
          </p>
          <div className={styles.gateActions}>
            <Button asChild>
              <a href={registerHref} onClick={go(registerHref)}>
                {MESSAGES.register}
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a href={loginHref} onClick={go(loginHref)}>
                {MESSAGES.login}
              </a>
            </Button>
          </div>
        </Card>
      </section>
    );
  }

  if (!can(user, PERMISSION.portfolio)) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        {heading}
        <Card padding="lg" variant="brand" className={styles.gate}>
          <h2 className={styles.gateTitle}>{MESSAGES.proOnly}</h2>
          <p className={styles.gateText}>
            Портфель идей с уведомлениями о событиях входит в PRO доступ.
          </p>
          <div className={styles.gateActions}>
            <Button asChild>
              <a href={plansHref} onClick={go(plansHref)}>
                {MESSAGES.connectPro}
              </a>
            </Button>
          </div>
        </Card>
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
              Идей в портфеле: {ideas.length} из {limit} на бесплатном тарифе
            </span>
          ) : (
            <span>{ideas.length ? formatCount(ideas.length, IDEA_FORMS) : 'Пока пусто'}</span>
          )}
          {averagePotential !== null ? (
            <span>
              Средний потенциал открытых идей:{' '}
              <strong className={styles.positive}>{formatSignedPercent(averagePotential)}</strong>
            </span>
          ) : null}
        </p>
      </header>

      {atLimit ? (
        <Alert
          tone="info"
          title="В портфеле максимум идей для бесплатного тарифа"
          actions={
            <Button asChild size="sm">
              <a href={plansHref} onClick={go(plansHref)}>
                {MESSAGES.connectPro}
              </a>
            </Button>
          }
        >
          На бесплатном тарифе в портфеле может быть не больше {formatCount(limit, IDEAS_GENITIVE)}. С PRO портфель не
          ограничен — добавляйте сколько угодно идей и получайте уведомления по каждой.
        </Alert>
      ) : null}

      <div className={styles.columns}>
        <section aria-labelledby={`${id}-ideas`} className={styles.ideas}>
          <h2 id={`${id}-ideas`} className={styles.sectionTitle}>
            Идеи
          </h2>
          {ideas.length === 0 ? (
            <Card padding="lg" variant="muted" className={styles.empty}>
              <p className={styles.emptyTitle}>В портфеле пока нет идей</p>
              <p className={styles.gateText}>
                Добавляйте идеи из ленты кнопкой «В портфель» — мы сообщим, когда идея достигнет цели или закроется.
              </p>
              <div className={styles.gateActions}>
                <Button asChild>
                  <a href={ideasHref} onClick={go(ideasHref)}>
                    Перейти к идеям
                  </a>
                </Button>
              </div>
            </Card>
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

        <section aria-labelledby={`${id}-updates`} className={styles.updates}>
          <h2 id={`${id}-updates`} className={styles.sectionTitle}>
            Обновления{' '}
            {updatesCount > 0 ? (
              <Badge tone="brand" size="sm">
                {updatesCount} новых
              </Badge>
            ) : null}
          </h2>
          {updates.length === 0 ? (
            <p className={styles.muted}>Событий по идеям портфеля пока не было.</p>
          ) : (
            <ol className={styles.updateList}>
              {updates.map((update) => (
                <li key={`${update.dt}-${update.idea_name}-${update.event}`} className={styles.update}>
                  <p className={styles.updateEvent}>
                    {update.event_txt}
                    {update.closed_with_profit === true ? (
                      <Badge tone="success" size="sm">
                        С прибылью
                      </Badge>
                    ) : update.closed_with_profit === false ? (
                      <Badge tone="danger" size="sm">
                        С убытком
                      </Badge>
                    ) : null}
                  </p>
                  <p className={styles.updateIdea}>{update.idea_name}</p>
                  <time className={styles.muted} dateTime={update.dt}>
                    {formatDateTime(update.dt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}

function PortfolioIdea({
  idea,
  onRemove,
  onNavigate,
}: {
  idea: IdeaSummary;
  onRemove: (ideaId: number) => void;
  onNavigate?: NavigateHandler;
}) {
  const titleId = useId();
  const open = idea.status === 'open';
  const change = ((idea.currentPrice - idea.startPrice) / idea.startPrice) * 100;
  return (
    <Card asChild padding="sm">
      <article aria-labelledby={titleId} className={styles.idea}>
        <div className={styles.ideaTop}>
          <span className={styles.ticker}>{idea.ticker}</span>
          <Badge size="sm" tone={ideaStatusTones[idea.status]}>
            {ideaStatusLabels[idea.status]}
          </Badge>
          <Button
            size="sm"
            variant="ghost"
            className={styles.remove}
            aria-label={`Убрать из портфеля: ${idea.name}`}
            onClick={() => onRemove(idea.id)}
          >
            Убрать
          </Button>
        </div>
        <h3 id={titleId} className={styles.ideaTitle}>
          <Link href={idea.href} variant="standalone" onClick={inAppClick(onNavigate, idea.href)}>
            {idea.name}
          </Link>
        </h3>
        <p className={styles.muted}>{idea.broker.name}</p>
        <PriceStats
          className={styles.stats}
          items={[
            { label: 'Цена открытия', value: formatPrice(idea.startPrice, idea.currency) },
            {
              label: 'Текущая',
              value: (
                <>
                  {formatPrice(idea.currentPrice, idea.currency)}{' '}
                  <span className={change >= 0 ? styles.positive : styles.negative}>{formatSignedPercent(change)}</span>
                </>
              ),
            },
            { label: 'Цель', value: formatPrice(idea.targetPrice, idea.currency) },
            { label: open ? 'Потенциал' : 'Горизонт', value: open ? formatSignedPercent(idea.potentialYield) : `до ${formatDate(idea.horizonDate)}` },
          ]}
        />
      </article>
    </Card>
  );
}
