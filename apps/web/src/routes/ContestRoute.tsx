import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { contestHead, ContestPage } from '@investradar/ui';
import { accountFlags, guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import type { ContestData } from '../league/leagueLoaders';
import { useAccount } from '../session/AppContext';

/** /account/contest: the balance, the league place, the profit since 01.02.21 and the bets, 6 a page (the server's size). */
export function ContestRoute() {
  const { page, bets } = useLoaderData<ContestData>();
  const account = useAccount();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const user = account.status === 'ready' ? account.user : guestUser;
  return (
    <>
      <PageMeta {...contestHead} noindex />
      <ContestPage
        coins={user.coins}
        isPro={accountFlags(user).isPremium}
        data={bets}
        page={page}
        loading={navigation.state === 'loading'}
        onPageChange={(next) =>
          void navigate(next > 1 ? `/account/contest?page=${next}` : '/account/contest', { preventScrollReset: true })
        }
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
