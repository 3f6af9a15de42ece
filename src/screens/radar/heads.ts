import type { PageHead } from '../shared/head';
import * as radarMessages from './messages';

/** `/insider-radar/deals`; narrowed to one insider (`search_id`), their name in the title. */
export const insiderDealsHead = (insiderName?: string | null): PageHead => ({
  title: insiderName ? radarMessages.dealsOf(radarMessages.dealsPageTitle, insiderName) : radarMessages.dealsPageTitle,
  description: radarMessages.dealsDescription,
});

/** `/insider-radar/buybacks`. */
export const insiderBuybacksHead: PageHead = {
  title: radarMessages.buybacksPageTitle,
  description: radarMessages.buybacksDescription,
};

/** `/insiders/{id}`. */
export const insiderProfileHead = (insider: { name: string; company_name?: string | null }): PageHead => ({
  title: radarMessages.insiderTitle(insider.name),
  description: radarMessages.insiderDescription(insider.name, insider.company_name ?? null),
});

/** The position shown for a deal of the issuer itself (a buyback: no insider named). */
export const ISSUER_POSITION = radarMessages.issuer;
