import { InsiderBuybacks, radarApiSortLabels, radarApiSorts } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { FILTER_DEFAULTS } from '../radar/radarQuery';
import { toInsiderDeal } from '../radar/toInsiderDeal';
import { useRadarPage } from '../radar/useRadarPage';

export const INSIDER_BUYBACKS_META = {
  title: 'Обратные выкупы акций',
  description:
    'Радар инсайдеров: обратные выкупы — компании покупают собственные акции. Даты, объемы и цены выкупов по данным раскрытий эмитентов.',
} as const;

/** /insider-radar/buybacks (docs/product/screens.md, issue #14): the issuers' own purchases, sum and dates in the address. */
export function InsiderBuybacksRoute() {
  const page = useRadarPage();
  const { data } = page;
  return (
    <>
      <PageMeta title={INSIDER_BUYBACKS_META.title} description={INSIDER_BUYBACKS_META.description} />
      <InsiderBuybacks
        user={page.user ?? guestUser}
        deals={data.deals.map(toInsiderDeal)}
        total={data.total}
        filters={data.state.filters}
        filterDefaults={FILTER_DEFAULTS}
        menus={[]}
        sorts={radarApiSorts}
        sortLabels={radarApiSortLabels}
        rangeFilters
        onFiltersChange={page.onFiltersChange}
        sort={data.state.sort}
        onSortChange={page.onSortChange}
        page={data.state.page}
        pageCount={page.pageCount}
        onPageChange={page.onPageChange}
        busy={page.busy}
        onPermissionRequired={page.onPermissionRequired}
        onNavigate={page.onNavigate}
      />
    </>
  );
}
