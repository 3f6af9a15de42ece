import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { CoinHistory, coinHistoryHead } from '@investradar/ui';
import { accountFlags, guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import type { CoinHistoryData } from '../league/leagueLoaders';
import { useAccount } from '../session/AppContext';

/** /account/contest/coining: every accrual and spend of coins, 15 a page. */
export function CoinHistoryRoute() {
  const { page, history } = useLoaderData<CoinHistoryData>();
  const account = useAccount();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const user = account.status === 'ready' ? account.user : guestUser;
  return (
    <>
      <PageMeta {...coinHistoryHead} noindex />
      <CoinHistory
        items={history.items}
        pagination={history.pagination}
        page={page}
        isPro={accountFlags(user).isPremium}
        loading={navigation.state === 'loading'}
        onPageChange={(next) =>
          void navigate(next > 1 ? `/account/contest/coining?page=${next}` : '/account/contest/coining', {
            preventScrollReset: true,
          })
        }
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
