import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { accountFlags } from '@investradar/ui/domain';
import { useAccount } from '../session/AppContext';

// The dialog, its form and the league's calls load when a bet is started, not with the page.
const BetDialogContainer = lazy(() => import('./BetDialogContainer'));

/**
 * Starting a bet on an idea, wherever its button is (the idea page's league block, a card of the
 * feed): a signed-in account gets the bet dialog (POST /api/bets/store); a visitor is led to
 * registration first and brought back to `returnTo`.
 */
export function useIdeaBets(): {
  start: (idea: { id: number; name: string }, returnTo: string) => void;
  dialog: ReactNode;
} {
  const account = useAccount();
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const signedIn = account.status === 'ready' && !accountFlags(account.user).isGuest;

  const start = useCallback(
    (idea: { id: number; name: string }, returnTo: string) => {
      if (!signedIn) {
        void navigate(`/auth/register?redirect_url=${encodeURIComponent(returnTo)}`);
        return;
      }
      setTarget({ id: idea.id, name: idea.name });
    },
    [navigate, signedIn],
  );

  const dialog = target ? (
    <Suspense fallback={null}>
      <BetDialogContainer ideaId={target.id} ideaName={target.name} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return { start, dialog };
}
