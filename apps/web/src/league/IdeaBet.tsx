import { Button } from '@investradar/ui';
import { useAccount } from '../session/AppContext';
import { useIdeaBets } from './useIdeaBets';

export const IDEA_BET_TEXTS = {
  title: 'Ставка в лиге',
  lead: 'Поставьте инвесткоины на исход идеи: верный прогноз вернет ставку ×1,8.',
  bet: 'Сделать ставку',
  closed: 'Идея закрыта, ставки больше не принимаются.',
  placed: 'Ставка сделана',
  yours: (choice: string) =>
    `Ваша ставка: «${choice}». Результат появится в разделе «Мои ставки», когда идея закроется.`,
  league: 'Правила лиги',
} as const;

/** The idea page's league block: «Сделать ставку» opens the bet dialog; a visitor is led to registration first. */
export function IdeaBet({ ideaId, ideaName, open }: { ideaId: number; ideaName: string; open: boolean }) {
  const account = useAccount();
  const bets = useIdeaBets();
  const mine = account.status === 'ready' ? account.user.bets.find((b) => b.idea_id === ideaId) : undefined;

  return (
    <section aria-labelledby="idea-bet" className="app-idea__bet">
      <h2 id="idea-bet" className="app-section__title">
        {IDEA_BET_TEXTS.title}
      </h2>
      <p className="app-muted">
        {mine
          ? IDEA_BET_TEXTS.yours(mine.bet === 'believe' ? 'Верю' : 'Не верю')
          : open
            ? IDEA_BET_TEXTS.lead
            : IDEA_BET_TEXTS.closed}
      </p>
      <Button
        variant="primary"
        fullWidth
        disabled={!open || mine !== undefined}
        onClick={() => bets.start({ id: ideaId, name: ideaName }, `/ideas/${ideaId}`)}
      >
        {mine ? IDEA_BET_TEXTS.placed : IDEA_BET_TEXTS.bet}
      </Button>
      {bets.dialog}
    </section>
  );
}
