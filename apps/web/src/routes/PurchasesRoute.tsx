import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { purchasesHead, PurchasesTable } from '@investradar/ui';
import type { PurchasesResponse } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';

/** /account/purchases (docs/product/screens.md): date, operation, amount in rubles; 15 a page; idea purchases link to the idea. */
export function PurchasesRoute() {
  const data = useLoaderData<PurchasesResponse & { page: number }>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const href = (page: number) => (page > 1 ? `/account/purchases?page=${page}` : '/account/purchases');
  return (
    <>
      <PageMeta {...purchasesHead} noindex />
      <PurchasesTable
        purchases={data.data}
        page={data.page}
        pagination={data.pagination}
        busy={navigation.state === 'loading'}
        getPageHref={href}
        onPageChange={(page) => void navigate(href(page), { preventScrollReset: true })}
      />
    </>
  );
}
