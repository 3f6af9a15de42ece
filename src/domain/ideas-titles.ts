// Russian titles of the ideas vocabularies (issue #13), for labels, filters and the Excel export.
// Exported from the domain entry (`@investradar/ui/domain`): plain records, a consumer bundles only
// those it imports.
import type { IdeaAssetType, IdeaGrowthFactor, IdeaRiskLevel, IdeaStatus } from './ideas';

export const IDEA_ASSET_TITLES: Readonly<Record<IdeaAssetType, string>> = {
  shares_ru: 'Акции РФ',
  shares_us: 'Акции США',
  bonds: 'Облигации',
  funds: 'Фонды',
};

export const IDEA_STATUS_TITLES: Readonly<Record<IdeaStatus, string>> = {
  open: 'Открыта',
  target_reached: 'Цель достигнута',
  closed_profit: 'Закрыта с прибылью',
  closed_loss: 'Закрыта с убытком',
  expired: 'Истек срок',
};

export const IDEA_RISK_TITLES: Readonly<Record<IdeaRiskLevel, string>> = {
  low: 'Низкий',
  medium: 'Средний',
  high: 'Высокий',
};

export const IDEA_GROWTH_FACTOR_TITLES: Readonly<Record<IdeaGrowthFactor, string>> = {
  dividends: 'Дивиденды',
  buyback: 'Обратный выкуп',
  earnings: 'Рост прибыли',
  undervalued: 'Недооцененность',
  sector: 'Рост отрасли',
  macro: 'Макроэкономика',
  mergers: 'Слияния и поглощения',
  technical: 'Технический анализ',
};

export const IDEA_CLOSE_EVENTS: Readonly<Record<Exclude<IdeaStatus, 'open'>, { profit: string; loss: string }>> = {
  target_reached: { profit: 'Цель по идее достигнута', loss: 'Цель по идее достигнута' },
  closed_profit: { profit: 'Идея закрыта с прибылью', loss: 'Идея закрыта с прибылью' },
  closed_loss: { profit: 'Идея закрыта с убытком', loss: 'Идея закрыта с убытком' },
  expired: { profit: 'Срок идеи истек с прибылью', loss: 'Срок идеи истек с убытком' },
};
