import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { partnersHead, PartnersPage } from '@investradar/ui';
import { accountFlags, guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import type { PartnersData } from '../league/leagueLoaders';
import { useAccount, useServices } from '../session/AppContext';

/** /account/partners (partners only): the referral link builder and the campaign's statistics by month. */
export function PartnersRoute() {
  const { stats } = useLoaderData<PartnersData>();
  const account = useAccount();
  const { origin } = useServices();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const user = account.status === 'ready' ? account.user : guestUser;
  return (
    <>
      <PageMeta {...partnersHead} noindex />
      <PartnersPage
        campaignId={accountFlags(user).partnerCampaignId ?? ''}
        defaultUrl={`${origin}/ideas`}
        // The public address, and the one this page was opened on (a second host of the same site).
        siteOrigin={typeof window === 'undefined' ? origin : [origin, window.location.origin]}
        onCopy={(link) => navigator.clipboard.writeText(link)}
        stats={stats}
        loading={navigation.state === 'loading'}
        onMonthChange={(key) => void navigate(`/account/partners?month=${key}`, { preventScrollReset: true })}
      />
    </>
  );
}
