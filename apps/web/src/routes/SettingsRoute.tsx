import { useNavigate } from 'react-router';
import { SettingsPage } from '@investradar/ui';
import { useAccount } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';

/** /account/settings — rendered under RequireAccount, so the account is a signed-in one. */
export function SettingsRoute() {
  const account = useAccount();
  const navigate = useNavigate();
  if (account.status !== 'ready') return null;
  return (
    <>
      <PageMeta title="Настройки" noindex />
      <SettingsPage user={account.user} onNavigate={(href) => void navigate(href)} />
    </>
  );
}
