import { InsiderBuybacks, insiderBuybacksHead, radarApiSortLabels, radarApiSorts } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { FILTER_DEFAULTS } from '../radar/radarQuery';
import { toInsiderDeal } from '../radar/toInsiderDeal';
import { useRadarPage } from '../radar/useRadarPage';

/** /insider-radar/buybacks (docs/product/screens.md, issue #14): the issuers' own purchases, sum and dates in the address. */
export function InsiderBuybacksRoute() {
  const page = useRadarPage();
  const { data } = page;
  return (
    <>
      <PageMeta {...insiderBuybacksHead} />
      <InsiderBuybacks
        user={page.user ?? guestUser}
        deals={data.deals.map(toInsiderDeal)}
        total={data.total}
        totalCapped={data.totalCapped}
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
