import type { PortfolioEvent, PortfolioIdea } from '@investradar/ui/domain';

/** An idea of GET /api/portfolios/{id} as the API sends it. */
export function portfolioIdea(id: number, name: string, overrides: Partial<PortfolioIdea> = {}): PortfolioIdea {
  return {
    id,
    name,
    link: `/ideas/${id}`,
    ticker: 'SBER',
    company_name: 'Сбербанк',
    ticker_url: 'https://investradar.example/stocks/SBER',
    broker: { id: 7, name: 'Т-Инвестиции' },
    analyst: { id: 70, name: 'Ирина Белова' },
    direction: 'long',
    potential_yield: 18.5,
    currency: 'RUB',
    start_price: 280.5,
    current_price: 301.2,
    target_price: 332.39,
    horizon_days: 365,
    published_at: '2026-10-01T09:00:00.000Z',
    closed_at: null,
    status: 'open',
    likes_count: 12,
    dislikes_count: 3,
    added_at: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

export function portfolioEvent(
  ideaId: number,
  ideaName: string,
  overrides: Partial<PortfolioEvent> = {},
): PortfolioEvent {
  return {
    idea_id: ideaId,
    event: 'target_changed',
    event_txt: 'Аналитик пересмотрел целевую цену',
    idea_name: ideaName,
    dt: '2026-11-20T09:30:00.000Z',
    closed_with_profit: null,
    viewed: false,
    ...overrides,
  };
}
