import { ISSUER_POSITION, type InsiderDeal } from '@investradar/ui';
import type { RadarDeal } from '@investradar/ui/domain';

// Used by the page modules only, so it stays out of the entry chunk (the loaders return the API's deals).
/** A deal of the API as the library's screens show it. */
export function toInsiderDeal(deal: RadarDeal): InsiderDeal {
  return {
    id: deal.id,
    insider: deal.insider ? { id: deal.insider.id, name: deal.insider.name } : { id: 0, name: deal.company_name },
    position: deal.insider?.position ?? ISSUER_POSITION,
    ticker: deal.ticker,
    companyName: deal.company_name,
    type: deal.type,
    typeLabel: deal.code_label,
    shares: deal.shares,
    price: deal.price,
    value: deal.value,
    currency: deal.currency === 'RUB' ? 'RUB' : 'USD',
    tradeDate: deal.trade_date,
    disclosureDate: deal.filed_at,
    cluster: deal.cluster,
  };
}
