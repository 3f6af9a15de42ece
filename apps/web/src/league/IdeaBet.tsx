import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { useAccount } from '../session/AppContext';

// The dialog, its form and the league's calls load when a bet is started, not with the idea page.
const BetDialogContainer = lazy(() => import('./BetDialogContainer'));

export const IDEA_BET_TEXTS = {
  title: 'Ставка в лиге',
  lead: 'Поставьте инвесткоины на исход идеи: верный прогноз вернет ставку ×1,8.',
  bet: 'Сделать ставку',
  closed: 'Идея закрыта, ставки больше не принимаются.',
  placed: 'Ставка сделана',
  yours: (choice: string) => `Ваша ставка: «${choice}». Результат появится в разделе «Мои ставки», когда идея закроется.`,
  league: 'Правила лиги',
} as const;

/** The idea page's league block: «Сделать ставку» opens the bet dialog; a visitor is led to registration first. */
export function IdeaBet({ ideaId, ideaName, open }: { ideaId: number; ideaName: string; open: boolean }) {
  const account = useAccount();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const signedIn = account.status === 'ready' && !accountFlags(account.user).isGuest;
  const mine = account.status === 'ready' ? account.user.bets.find((b) => b.idea_id === ideaId) : undefined;

  const start = () => {
    if (!signedIn) {
      void navigate(`/auth/register?redirect_url=${encodeURIComponent(`/ideas/${ideaId}`)}`);
      return;
    }
    setOpened(true);
  };

  return (
    <section aria-labelledby="idea-bet" className="app-idea__bet">
      <h2 id="idea-bet" className="app-section__title">
        {IDEA_BET_TEXTS.title}
      </h2>
      <p className="app-muted">
        {mine ? IDEA_BET_TEXTS.yours(mine.bet === 'believe' ? 'Верю' : 'Не верю') : open ? IDEA_BET_TEXTS.lead : IDEA_BET_TEXTS.closed}
      </p>
      <Button variant="primary" fullWidth disabled={!open || mine !== undefined} onClick={start}>
        {mine ? IDEA_BET_TEXTS.placed : IDEA_BET_TEXTS.bet}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <BetDialogContainer ideaId={ideaId} ideaName={ideaName} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
