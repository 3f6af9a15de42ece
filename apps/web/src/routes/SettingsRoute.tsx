import { useNavigate } from 'react-router';
import { settingsHead, SettingsPage } from '@investradar/ui';
import { useAccount } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';
import { PromocodeEntry } from '../money/PromocodeEntry';

/** /account/settings — rendered under RequireAccount, so the account is a signed-in one. */
export function SettingsRoute() {
  const account = useAccount();
  const navigate = useNavigate();
  if (account.status !== 'ready') return null;
  return (
    <>
      <PageMeta {...settingsHead} noindex />
      <SettingsPage user={account.user} onNavigate={(href) => void navigate(href)}>
        <PromocodeEntry user={account.user} />
      </SettingsPage>
    </>
  );
}
