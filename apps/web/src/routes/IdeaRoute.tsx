import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { Badge, Button, Card, ideaStatusLabels, ideaStatusTones, Link } from '@investradar/ui';
import {
  formatDate,
  formatNumber,
  formatPrice,
  formatShare,
  formatSignedPercent,
  type IdeaGrowthFactor,
} from '@investradar/ui/domain';
import { IDEA_ASSET_TITLES, IDEA_GROWTH_FACTOR_TITLES, IDEA_RISK_TITLES, IDEA_STATUS_TITLES } from '../ideas/titles';
import type { IdeaPageData } from '../ideas/ideasLoaders';
import { useIdeaVotes } from '../ideas/ideaViews';
import { PriceChart, type PricePoint } from '../ideas/PriceChart';
import { PageMeta } from '../layout/PageMeta';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';
import { IdeaBet } from '../league/IdeaBet';

export const IDEA_ROUTE_TEXTS = {
  locked: 'Целевая цена и описание премиум-идеи открываются после покупки.',
  noRecord: 'У аналитика пока нет закрытых идей в рейтинге.',
  limitedRecord: 'Полная статистика аналитика — в PRO.',
} as const;

function link(href: string, navigate: (to: string) => void) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** `/ideas/{id}`: the idea, its price since opening with the target, status history, the analyst's record, votes, portfolio. */
export function IdeaRoute() {
  const { idea, analysts, prices, asOf } = useLoaderData<IdeaPageData>();
  const navigate = useNavigate();
  const account = useAccount();
  const actions = usePortfolioActions();
  const list = useMemo(() => [idea], [idea]);
  const { stateOf, vote } = useIdeaVotes(list);
  const votes = stateOf(idea);
  const open = idea.status === 'open';
  const statusKey = idea.status;
  const inPortfolio = account.status === 'ready' && (account.user.portfolio?.ideas ?? []).includes(idea.id);
  const record = idea.analyst ? analysts?.results.forecasters.find((row) => row.id === idea.analyst?.id) : undefined;
  const brokerName = idea.broker?.name ?? 'Независимый аналитик';
  const price = idea.close_price ?? idea.current_price;

  const points: PricePoint[] = [{ date: idea.opened_at, price: idea.start_price, label: 'Открытие' }];
  for (const change of idea.status_history) {
    if (change.price !== null && change.changed_at !== idea.opened_at) {
      points.push({ date: change.changed_at, price: change.price, label: IDEA_STATUS_TITLES[change.status] });
    }
  }
  if (open) points.push({ date: asOf, price: idea.current_price, label: 'Последняя цена' });
  points.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

  const description = `Инвестидея ${brokerName} по акции ${idea.company_name} (${idea.ticker}): ${
    idea.target_price === null ? 'премиум-идея' : `цель ${formatPrice(idea.target_price, idea.currency)}`
  }, горизонт до ${formatDate(idea.horizon_at)}. Статус, график цены, история и голосование.`;

  return (
    <article className="app-idea" aria-labelledby="idea-title">
      <PageMeta title={`${idea.name} (${idea.ticker})`} description={description} />
      <nav aria-label="Навигационная цепочка" className="app-crumbs">
        <a href="/ideas" onClick={link('/ideas', navigate)}>
          Идеи
        </a>
        <span aria-hidden="true"> / </span>
        <a href={idea.ticker_url} onClick={link(idea.ticker_url, navigate)}>
          {idea.company_name}
        </a>
      </nav>
      <header className="app-idea__head">
        <div className="app-idea__tags">
          <span className="app-idea__ticker">{idea.ticker}</span>
          <Badge tone={ideaStatusTones[statusKey]}>{ideaStatusLabels[statusKey]}</Badge>
          {idea.premium ? <Badge tone="warning">Премиум</Badge> : null}
          <Badge tone="neutral">{idea.direction === 'long' ? 'Рост' : 'Падение'}</Badge>
        </div>
        <h1 id="idea-title" className="app-idea__title">
          {idea.name}
        </h1>
        <p className="app-idea__source">
          {brokerName}
          {idea.analyst ? ` · ${idea.analyst.name}` : null} · открыта{' '}
          <time dateTime={idea.opened_at}>{formatDate(idea.opened_at)}</time>
        </p>
      </header>

      <div className="app-idea__grid">
        <div className="app-idea__main">
          <Card padding="md">
            <dl className="app-stats">
              <div>
                <dt>Цена открытия</dt>
                <dd>{formatPrice(idea.start_price, idea.currency)}</dd>
              </div>
              <div>
                <dt>{idea.close_price === null ? 'Текущая цена' : 'Цена закрытия'}</dt>
                <dd>{formatPrice(price, idea.currency)}</dd>
              </div>
              <div>
                <dt>Цель</dt>
                <dd>{idea.target_price === null ? 'в премиум-идее' : formatPrice(idea.target_price, idea.currency)}</dd>
              </div>
              <div>
                <dt>Потенциал</dt>
                <dd data-sign={idea.potential_yield >= 0 ? 'positive' : 'negative'}>
                  {formatSignedPercent(idea.potential_yield)}
                </dd>
              </div>
              <div>
                <dt>{open ? 'Результат сейчас' : 'Результат'}</dt>
                <dd data-sign={idea.return_pct >= 0 ? 'positive' : 'negative'}>
                  {formatSignedPercent(idea.return_pct)}
                </dd>
              </div>
              <div>
                <dt>Горизонт</dt>
                <dd>
                  до <time dateTime={idea.horizon_at}>{formatDate(idea.horizon_at)}</time>
                </dd>
              </div>
            </dl>
          </Card>

          <section aria-labelledby="idea-chart" className="app-section">
            <h2 id="idea-chart" className="app-section__title">
              Динамика цены
            </h2>
            <Card padding="md">
              <PriceChart
                points={points}
                path={prices}
                target={idea.target_price}
                currency={idea.currency}
                horizon={idea.horizon_at}
              />
            </Card>
          </section>

          <section aria-labelledby="idea-about" className="app-section">
            <h2 id="idea-about" className="app-section__title">
              Об идее
            </h2>
            <Card padding="md">
              <p className="app-idea__text">{idea.description ?? IDEA_ROUTE_TEXTS.locked}</p>
              <dl className="app-facts">
                <div>
                  <dt>Тип актива</dt>
                  <dd>{IDEA_ASSET_TITLES[idea.asset_type]}</dd>
                </div>
                <div>
                  <dt>Риск</dt>
                  <dd>{IDEA_RISK_TITLES[idea.risk_level]}</dd>
                </div>
                <div>
                  <dt>Для ИИС</dt>
                  <dd>{idea.iis ? 'Да' : 'Нет'}</dd>
                </div>
                {idea.growth_factors.length ? (
                  <div>
                    <dt>Факторы роста</dt>
                    <dd>
                      {idea.growth_factors
                        .map((factor) => IDEA_GROWTH_FACTOR_TITLES[factor as IdeaGrowthFactor] ?? factor)
                        .join(', ')}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Card>
          </section>

          <section aria-labelledby="idea-history" className="app-section">
            <h2 id="idea-history" className="app-section__title">
              История статусов
            </h2>
            <Card padding="md">
              <ol className="app-history">
                {idea.status_history.map((change) => (
                  <li key={`${change.status}-${change.changed_at}`}>
                    <time dateTime={change.changed_at}>{formatDate(change.changed_at)}</time>
                    <span>{IDEA_STATUS_TITLES[change.status]}</span>
                    <span>{change.price === null ? '' : formatPrice(change.price, idea.currency)}</span>
                  </li>
                ))}
              </ol>
            </Card>
          </section>
        </div>

        <aside className="app-idea__side" aria-label="Действия и аналитик">
          <Card padding="md">
            <h2 className="app-section__title">Ваш прогноз</h2>
            <p className="app-muted">
              {open ? 'Верите, что цель будет достигнута в срок?' : 'Идея закрыта, прогнозы больше не принимаются.'}
            </p>
            <div role="group" aria-label="Ваш прогноз" className="app-idea__votes">
              <Button
                variant={votes.vote === 'believe' ? 'primary' : 'secondary'}
                aria-pressed={votes.vote === 'believe'}
                disabled={!open}
                onClick={() => void vote(idea, 'believe')}
              >
                Верю <span className="app-count">{formatNumber(votes.likes)}</span>
              </Button>
              <Button
                variant={votes.vote === 'notbelieve' ? 'primary' : 'secondary'}
                aria-pressed={votes.vote === 'notbelieve'}
                disabled={!open}
                onClick={() => void vote(idea, 'notbelieve')}
              >
                Не верю <span className="app-count">{formatNumber(votes.dislikes)}</span>
              </Button>
            </div>
            <Button variant="ghost" fullWidth disabled={inPortfolio} onClick={() => void actions.add(idea.id)}>
              {inPortfolio ? 'В портфеле' : 'В портфель'}
            </Button>
          </Card>
          <Card padding="md">
            <IdeaBet ideaId={idea.id} ideaName={idea.name} open={open} />
          </Card>
          <Card padding="md">
            <section aria-labelledby="idea-analyst">
              <h2 id="idea-analyst" className="app-section__title">
                {idea.analyst ? idea.analyst.name : brokerName}
              </h2>
              <p className="app-muted">{idea.analyst ? `Аналитик, ${brokerName}` : 'Брокер'}</p>
              {record ? (
                <dl className="app-facts">
                  <div>
                    <dt>Место в рейтинге</dt>
                    <dd>{record.rank}</dd>
                  </div>
                  <div>
                    <dt>Закрытых идей</dt>
                    <dd>{formatNumber(record.closed_ideas)}</dd>
                  </div>
                  <div>
                    <dt>Успешных</dt>
                    <dd>{formatShare(record.success_rate)}</dd>
                  </div>
                  <div>
                    <dt>Средняя доходность</dt>
                    <dd>{record.average_return === null ? 'в PRO' : formatSignedPercent(record.average_return)}</dd>
                  </div>
                </dl>
              ) : (
                <p className="app-muted">
                  {analysts?.meta.limited ? IDEA_ROUTE_TEXTS.limitedRecord : IDEA_ROUTE_TEXTS.noRecord}
                </p>
              )}
              <Link href="/rating" onClick={link('/rating', navigate)}>
                Рейтинг аналитиков
              </Link>
            </section>
          </Card>
        </aside>
      </div>
    </article>
  );
}
