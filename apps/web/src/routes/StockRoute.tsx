import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { Card, IdeaCard, inAppClick, type IdeaVote } from '@investradar/ui';
import { formatDate, formatNumber, formatPrice, formatSignedPercent } from '@investradar/ui/domain';
import type { StockData } from '../ideas/ideasLoaders';
import { toIdeaSummary, useIdeaVotes } from '../ideas/ideaViews';
import { PriceChart } from '../ideas/PriceChart';
import { PageMeta } from '../layout/PageMeta';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

export const STOCK_ROUTE_TEXTS = {
  noOpen: 'Открытых идей по этой акции сейчас нет.',
  noClosed: 'Закрытых идей пока нет.',
  noDeals: 'Сделок инсайдеров пока не было.',
  noConsensus: 'Консенсус-прогноза нет: нет открытых идей с известной целью.',
} as const;

const DEAL_KINDS: Record<string, string> = { buy: 'Покупка', sell: 'Продажа', other: 'Прочее' };

/** `/stocks/{ticker}` (the search's ticker_url): last price, consensus target, open and closed ideas, insiders' deals. */
export function StockRoute() {
  const { stock, consensus, ideas, insider_deals: deals, prices } = useLoaderData<StockData>();
  const navigate = useNavigate();
  const account = useAccount();
  const actions = usePortfolioActions();
  const all = useMemo(() => [...ideas.open, ...ideas.closed], [ideas]);
  const { stateOf, vote } = useIdeaVotes(all);
  const portfolio = new Set(account.status === 'ready' ? (account.user.portfolio?.ideas ?? []) : []);
  const currency = ideas.open[0]?.currency ?? ideas.closed[0]?.currency ?? 'RUB';
  const byId = new Map(all.map((idea) => [idea.id, idea]));
  // The radar's deals of this share (navigation: open to everyone, docs/product/screens.md's search_id / whose_id).
  const allDeals = `/insider-radar/deals?search_id=${stock.id}&whose_id=company`;

  const cards = (list: typeof all) => (
    <ul className="app-cards">
      {list.map((idea) => {
        const state = stateOf(idea);
        return (
          <li key={idea.id}>
            <IdeaCard
              idea={toIdeaSummary(idea, state)}
              vote={state.vote}
              onVote={(ideaId: number, choice: IdeaVote) => {
                const target = byId.get(ideaId);
                if (target) void vote(target, choice);
              }}
              onAddToPortfolio={(ideaId) => void actions.add(ideaId)}
              inPortfolio={portfolio.has(idea.id)}
              onNavigate={(href) => void navigate(href)}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <article className="app-stock" aria-labelledby="stock-title">
      <PageMeta
        title={`${stock.name} (${stock.ticker}): идеи и прогнозы`}
        description={`Акция ${stock.name} (${stock.ticker}): последняя цена, консенсус-прогноз аналитиков, открытые и закрытые инвестиционные идеи, последние сделки инсайдеров.`}
      />
      <header className="app-idea__head">
        <div className="app-idea__tags">
          <span className="app-idea__ticker">{stock.ticker}</span>
        </div>
        <h1 id="stock-title" className="app-idea__title">
          {stock.name}
        </h1>
      </header>
      <Card padding="md">
        <dl className="app-stats">
          <div>
            <dt>Последняя цена</dt>
            <dd>
              {stock.last_price === null ? '—' : formatPrice(stock.last_price, currency)}
              {stock.last_price_date ? (
                <span className="app-muted app-block">на {formatDate(stock.last_price_date)}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Консенсус-цель</dt>
            <dd>{consensus ? formatPrice(consensus.target_price, currency) : '—'}</dd>
          </div>
          <div>
            <dt>Потенциал</dt>
            <dd data-sign={(consensus?.upside_pct ?? 0) >= 0 ? 'positive' : 'negative'}>
              {consensus?.upside_pct === null || consensus === null ? '—' : formatSignedPercent(consensus.upside_pct)}
            </dd>
          </div>
          <div>
            <dt>Идей</dt>
            <dd>{formatNumber(stock.ideas_count)}</dd>
          </div>
          <div>
            <dt>Сделок инсайдеров</dt>
            <dd>{formatNumber(stock.deals_count)}</dd>
          </div>
        </dl>
        {consensus ? (
          <p className="app-muted">
            Консенсус — средняя цель открытых идей без премиум-идей, учтено: {formatNumber(consensus.ideas)}.
          </p>
        ) : (
          <p className="app-muted">{STOCK_ROUTE_TEXTS.noConsensus}</p>
        )}
      </Card>

      {prices?.length ? (
        <section aria-labelledby="stock-chart" className="app-section">
          <h2 id="stock-chart" className="app-section__title">
            Цена за год
          </h2>
          <Card padding="md">
            <PriceChart
              points={[
                { date: `${prices[0]!.date}T12:00:00Z`, price: prices[0]!.close, label: 'Год назад' },
                {
                  date: `${prices[prices.length - 1]!.date}T12:00:00Z`,
                  price: prices[prices.length - 1]!.close,
                  label: 'Последняя цена',
                },
              ]}
              path={prices}
              target={consensus?.target_price ?? null}
              targetLabel="Консенсус"
              caption="Цена за год"
              endLabel="на"
              currency={currency}
              horizon={`${prices[prices.length - 1]!.date}T12:00:00Z`}
            />
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="stock-open" className="app-section">
        <h2 id="stock-open" className="app-section__title">
          Открытые идеи <span className="app-muted">{formatNumber(ideas.open.length)}</span>
        </h2>
        {ideas.open.length ? cards(ideas.open) : <p className="app-muted">{STOCK_ROUTE_TEXTS.noOpen}</p>}
      </section>

      <section aria-labelledby="stock-closed" className="app-section">
        <h2 id="stock-closed" className="app-section__title">
          Закрытые идеи <span className="app-muted">{formatNumber(ideas.closed_total)}</span>
        </h2>
        {ideas.closed.length ? cards(ideas.closed) : <p className="app-muted">{STOCK_ROUTE_TEXTS.noClosed}</p>}
      </section>

      <section aria-labelledby="stock-deals" className="app-section">
        <h2 id="stock-deals" className="app-section__title">
          Сделки инсайдеров
        </h2>
        {deals.length ? (
          <Card padding="sm">
            <div className="app-table-scroll">
              <table className="app-table">
                <caption className="app-muted">Последние сделки инсайдеров по акции</caption>
                <thead>
                  <tr>
                    <th scope="col">Дата</th>
                    <th scope="col">Инсайдер</th>
                    <th scope="col">Сделка</th>
                    <th scope="col">Акций</th>
                    <th scope="col">Цена</th>
                  </tr>
                </thead>
                <tbody>
                  {deals.map((deal) => (
                    <tr key={deal.id}>
                      <td>{formatDate(deal.date)}</td>
                      <th scope="row">
                        <a
                          href={`/insiders/${deal.insider.id}`}
                          onClick={inAppClick((href) => void navigate(href), `/insiders/${deal.insider.id}`)}
                        >
                          {deal.insider.name}
                        </a>
                        {deal.insider.position ? (
                          <span className="app-muted app-block">{deal.insider.position}</span>
                        ) : null}
                      </th>
                      <td>{DEAL_KINDS[deal.kind] ?? deal.kind}</td>
                      <td>{formatNumber(deal.shares)}</td>
                      <td>{deal.price === null ? '—' : formatPrice(deal.price, currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              <a href={allDeals} onClick={inAppClick((href) => void navigate(href), allDeals)}>
                Все сделки инсайдеров по акции {stock.ticker}
              </a>
            </p>
          </Card>
        ) : (
          <p className="app-muted">{STOCK_ROUTE_TEXTS.noDeals}</p>
        )}
      </section>
    </article>
  );
}
