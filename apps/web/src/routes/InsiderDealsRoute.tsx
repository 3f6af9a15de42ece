import { InsiderDeals, insiderDealsHead, radarApiMenus, radarApiSortLabels, radarApiSorts } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { FILTER_DEFAULTS } from '../radar/radarQuery';
import { toInsiderDeal } from '../radar/toInsiderDeal';
import { useRadarPage } from '../radar/useRadarPage';

/** /insider-radar/deals (docs/product/screens.md, issue #14): the radar's deals with filters and sort in the address. */
export function InsiderDealsRoute() {
  const page = useRadarPage();
  const { data } = page;
  return (
    <>
      <PageMeta {...insiderDealsHead(data.insider?.name)} />
      <InsiderDeals
        user={page.user ?? guestUser}
        deals={data.deals.map(toInsiderDeal)}
        total={data.total}
        totalCapped={data.totalCapped}
        insider={data.insider}
        insiderProfileHref={data.insider ? `/insiders/${data.insider.id}` : undefined}
        filters={data.state.filters}
        filterDefaults={FILTER_DEFAULTS}
        menus={radarApiMenus}
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
        onExport={() => window.location.assign(page.exportHref('deals'))}
      />
    </>
  );
}
