/**
 * View models of the insider radar. The spec (§2, §6) names the routes, the query parameters
 * (search_id, whose_id) and the permission keys (ir.filters.*, ir.sort) but gives no entity for a
 * deal or a buyback, so the screens describe what they show here.
 */

export const dealTypes = ['buy', 'sell', 'option', 'gift'] as const;
export type DealType = (typeof dealTypes)[number];

export const dealTypeLabels: Record<DealType, string> = {
  buy: 'Покупка',
  sell: 'Продажа',
  option: 'Исполнение опциона',
  gift: 'Дарение',
};

export interface InsiderDeal {
  id: number;
  insider: { id: number; name: string };
  /** Position of the insider at the issuer, in Russian. */
  position: string;
  ticker: string;
  companyName: string;
  type: DealType;
  shares: number;
  /** Price per share; null when the filing gives none (gifts, grants). */
  price: number | null;
  /** shares × price, null without a price. */
  value: number | null;
  currency: 'USD' | 'RUB';
  /** ISO date of the trade. */
  tradeDate: string;
  /** ISO date the deal was disclosed. */
  disclosureDate: string;
}

/** Values of the deals filters; empty strings mean «any». */
export interface DealsFilterState {
  [field: string]: string;
  type: DealType | '';
  period: string;
  min_value: string;
}

export const DEALS_FILTER_DEFAULTS: Readonly<DealsFilterState> = /* @__PURE__ */ Object.freeze({ type: '', period: '', min_value: '' });

/** Values of the buybacks filters. */
export interface BuybacksFilterState {
  [field: string]: string;
  status: '' | 'active' | 'completed';
  market: '' | 'ru' | 'us';
}

export const BUYBACKS_FILTER_DEFAULTS: Readonly<BuybacksFilterState> = /* @__PURE__ */ Object.freeze({ status: '', market: '' });

export const buybacksSorts = ['announced_desc', 'amount_desc', 'share_desc'] as const;
export type BuybacksSort = (typeof buybacksSorts)[number];
export const buybacksSortLabels: Record<BuybacksSort, string> = {
  announced_desc: 'Сначала новые',
  amount_desc: 'По объему программы',
  share_desc: 'По доле капитала',
};

export const dealsSorts = ['disclosure_desc', 'trade_desc', 'value_desc', 'value_asc'] as const;
export type DealsSort = (typeof dealsSorts)[number];
export const dealsSortLabels: Record<DealsSort, string> = {
  disclosure_desc: 'Новые раскрытия',
  trade_desc: 'По дате сделки',
  value_desc: 'Крупные сначала',
  value_asc: 'Небольшие сначала',
};

export interface Buyback {
  id: number;
  ticker: string;
  companyName: string;
  /** ISO date the programme was announced. */
  announcedAt: string;
  /** Programme size in the currency. */
  amount: number;
  currency: 'USD' | 'RUB';
  /** Share of market capitalisation, percent. */
  capitalShare: number;
  /** ISO date the programme runs until; null when open-ended. */
  until: string | null;
  status: 'active' | 'completed';
}
