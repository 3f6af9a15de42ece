/**
 * View models of the insider radar. The spec (docs/product/screens.md, docs/product/permissions.md) names the routes, the query parameters
 * (search_id, whose_id) and the permission keys (ir.filters.*, ir.sort) but gives no entity for a
 * deal or a buyback, so the screens describe what they show here.
 */

export const dealTypes = ['buy', 'sell', 'option', 'gift'] as const;
/** 'other': any deal that is not an open-market purchase or sale (the API's type). */
export type DealType = (typeof dealTypes)[number] | 'other';

export const dealTypeLabels: Record<DealType, string> = {
  buy: 'Покупка',
  sell: 'Продажа',
  option: 'Исполнение опциона',
  gift: 'Дарение',
  other: 'Прочее',
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
  /** Part of a cluster buy (several insiders of one issuer buying within days): shows the «Кластер» badge. */
  cluster?: boolean;
  /** What the filing's code means («Грант (награда)»…), shown instead of the type's label when given. */
  typeLabel?: string;
}

/** Values of the deals filters; empty strings mean «any». */
export interface DealsFilterState {
  [field: string]: string;
  type: DealType | '';
  period: string;
  min_value: string;
}

export const DEALS_FILTER_DEFAULTS: Readonly<DealsFilterState> = /* @__PURE__ */ Object.freeze({
  type: '',
  period: '',
  min_value: '',
});

/** Values of the buybacks filters. */
export interface BuybacksFilterState {
  [field: string]: string;
  status: '' | 'active' | 'completed';
  market: '' | 'ru' | 'us';
}

export const BUYBACKS_FILTER_DEFAULTS: Readonly<BuybacksFilterState> = /* @__PURE__ */ Object.freeze({
  status: '',
  market: '',
});

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

/**
 * The filters of the radar API (GET /api/insider-radar/deals): type, role, cluster buys only, the sum
 * range and dates (RadarRangeFilters). Values as the address carries them; '' means the default.
 */
export interface RadarApiFilterState {
  [field: string]: string;
  type: string;
  role: string;
  cluster: string;
  min_value: string;
  max_value: string;
  date_from: string;
  date_to: string;
}

export const RADAR_API_FILTER_DEFAULTS: Readonly<RadarApiFilterState> = /* @__PURE__ */ Object.freeze({
  type: 'buy,sell',
  role: '',
  cluster: '',
  min_value: '',
  max_value: '',
  date_from: '',
  date_to: '',
});

/** Menus of the API's filters (the range fields have their own form). */
export const radarApiMenus = /* @__PURE__ */ Object.freeze([
  {
    field: 'type',
    label: 'Тип сделки',
    options: [
      { value: 'buy,sell', label: 'Покупки и продажи' },
      { value: 'buy', label: 'Покупки' },
      { value: 'sell', label: 'Продажи' },
      { value: 'other', label: 'Прочие' },
      { value: 'all', label: 'Все' },
    ],
  },
  {
    field: 'role',
    label: 'Роль',
    options: [
      { value: '', label: 'Любая' },
      { value: 'director', label: 'Член совета директоров' },
      { value: 'officer', label: 'Руководитель' },
      { value: 'ten_percent_owner', label: 'Владелец более 10 %' },
      { value: 'other', label: 'Иная' },
    ],
  },
  {
    field: 'cluster',
    label: 'Кластеры',
    options: [
      { value: '', label: 'Все сделки' },
      { value: '1', label: 'Только кластерные покупки' },
    ],
  },
] as const);

/** The API's orders as one value: `{sort_by}_{sort_order}`. */
export const radarApiSorts = ['date_desc', 'date_asc', 'value_desc', 'value_asc', 'shares_desc'] as const;
export type RadarApiSort = (typeof radarApiSorts)[number];
export const radarApiSortLabels: Record<RadarApiSort, string> = {
  date_desc: 'Сначала новые',
  date_asc: 'Сначала старые',
  value_desc: 'Крупные сначала',
  value_asc: 'Небольшие сначала',
  shares_desc: 'Больше акций',
};
