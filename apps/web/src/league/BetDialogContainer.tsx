import { useState } from 'react';
import { BetDialog, CONTEST_NOTICES, type BetDialogErrors } from '@investradar/ui';
import { MESSAGES, type BetChoice } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useNotify } from '../notify/Notifications';
import { useAccount, useApi } from '../session/AppContext';
import { leagueApi } from './leagueApi';

/** The server's refusal of a bet, split the way the dialog shows it: its fields, the rest in the block. */
function errorsOf(error: unknown): BetDialogErrors {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; errors?: Record<string, unknown> };
    const list = (key: string) =>
      Array.isArray(body.errors?.[key])
        ? (body.errors[key] as unknown[]).filter((m): m is string => typeof m === 'string')
        : [];
    const bet = list('bet');
    const coins = list('coins');
    const form = [...list('idea_id'), ...list('form')];
    if (bet.length || coins.length || form.length)
      return { ...(bet.length ? { bet } : {}), ...(coins.length ? { coins } : {}), ...(form.length ? { form } : {}) };
    if (typeof body.message === 'string' && error.status < 500) return { form: [body.message] };
  }
  return { form: [MESSAGES.genericError] };
}

/** The bet dialog of an idea: POST /api/bets/store, then the balance of the account follows. */
export default function BetDialogContainer({
  ideaId,
  ideaName,
  onClose,
}: {
  ideaId: number;
  ideaName: string;
  onClose: () => void;
}) {
  const api = useApi();
  const account = useAccount();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<BetDialogErrors | undefined>();
  const balance = account.status === 'ready' ? account.user.coins : 0;

  const submit = async ({ bet, coins }: { bet: BetChoice; coins: number }) => {
    setBusy(true);
    setErrors(undefined);
    try {
      const stored = await leagueApi(api).storeBet(ideaId, bet, coins);
      const user = account.store.getState().user;
      if (user)
        account.store.setUser({
          ...user,
          coins: stored.coins,
          bets: [...(user.bets ?? []).filter((b) => b.idea_id !== ideaId), { idea_id: ideaId, bet }],
        });
      notify(CONTEST_NOTICES.betAccepted, 'success');
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BetDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      ideaName={ideaName}
      balance={balance}
      busy={busy}
      errors={errors}
      onSubmit={(bet) => void submit(bet)}
    />
  );
}
