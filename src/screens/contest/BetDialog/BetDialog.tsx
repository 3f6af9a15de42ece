import { useId, useState, type FormEvent } from 'react';
import { Button, FormErrors, RadioGroup, TextField } from '../../../components';
import { BusyDialog } from '../../shared/BusyDialog';
import {
  BET_MAX_STAKE,
  BET_MESSAGES,
  BET_MIN_STAKE,
  COIN_FORMS,
  betStakeError,
  betWinPayout,
  formatNumber,
  pluralize,
  type BetChoice,
} from '../../../domain';
import type { OverlayProps } from '../../shared/overlay';
import { BET_CHOICE_LABEL } from '../shared/BetChoiceIcon';
import * as styles from './BetDialog.css';
import * as contestMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type BetDialogErrors = {
  /** Messages for the «Ошибка!» block (not tied to a field). */
  form?: readonly string[];
  bet?: readonly string[];
  coins?: readonly string[];
};

export type BetDialogProps = OverlayProps & {
  ideaName: string;
  /** The member's coin balance. */
  balance: number;
  /** The choice the dialog opens with (the button that opened it: «Верю» or «Не верю»). */
  initialChoice?: BetChoice;
  /** Stake the field starts with. */
  initialStake?: number;
  /** The bet is being placed: the form is locked and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The server's refusal (POST /api/bets/store's errors map). */
  errors?: BetDialogErrors;
  /** A valid choice and stake: the app calls POST /api/bets/store. */
  onSubmit: (bet: { bet: BetChoice; coins: number }) => void;
};

const coinsWord = (value: number) => pluralize(Math.abs(value), COIN_FORMS);

export const BET_DIALOG_TEXTS = {
  title: contestMessages.betDialogTitle,
  choice: sharedMessages.yourForecast,
  stake: contestMessages.stakeLabel,
  stakeHint: (balance: number) =>
    contestMessages.stakeHint(BET_MIN_STAKE, formatNumber(BET_MAX_STAKE), formatNumber(balance), coinsWord(balance)),
  payout: (payout: number) => contestMessages.payoutHint(formatNumber(payout), coinsWord(payout)),
  submit: sharedMessages.placeBet,
  busy: contestMessages.placingBet,
  cancel: contestMessages.prizeCancel,
} as const;

/**
 * The bet on an idea (contest league): «Верю» or «Не верю» and a stake in coins. The stake is checked
 * here by the domain's rules (whole coins from 10 to 1000, within the balance) before `onSubmit`; the
 * server's refusals come back through `errors`.
 */
export function BetDialog({
  ideaName,
  balance,
  initialChoice,
  initialStake = 100,
  busy = false,
  errors,
  onSubmit,
  ...overlay
}: BetDialogProps) {
  const formId = useId();
  const [choice, setChoice] = useState<BetChoice | null>(initialChoice ?? null);
  const [stake, setStake] = useState(String(initialStake));
  const [local, setLocal] = useState<BetDialogErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const coins = Number(stake.trim());
    const next: BetDialogErrors = {};
    if (!choice) next.bet = [BET_MESSAGES.choice];
    const stakeError = stake.trim() === '' ? BET_MESSAGES.stakeRange : betStakeError(coins, balance);
    if (stakeError) next.coins = [stakeError];
    setLocal(next);
    if (next.bet || next.coins || !choice) return;
    onSubmit({ bet: choice, coins });
  };

  const coins = Number(stake);
  const betErrors = local.bet ?? errors?.bet;
  const coinErrors = local.coins ?? errors?.coins;
  // What a win returns, only for a stake that can be placed: never beside an error about the stake.
  const payout =
    stake.trim() !== '' && !coinErrors && betStakeError(coins, balance) === null ? betWinPayout(coins) : null;

  return (
    <BusyDialog
      {...overlay}
      title={BET_DIALOG_TEXTS.title}
      busy={busy}
      cancelLabel={BET_DIALOG_TEXTS.cancel}
      action={
        <Button type="submit" form={formId} loading={busy} loadingText={BET_DIALOG_TEXTS.busy}>
          {BET_DIALOG_TEXTS.submit}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <p className={styles.idea}>{ideaName}</p>
        <FormErrors errors={errors?.form ? [...errors.form] : undefined} />
        <RadioGroup
          label={BET_DIALOG_TEXTS.choice}
          orientation="horizontal"
          options={[
            { value: 'believe', label: BET_CHOICE_LABEL.believe },
            { value: 'notbelieve', label: BET_CHOICE_LABEL.notbelieve },
          ]}
          value={choice ?? ''}
          onValueChange={(value) => setChoice(value as BetChoice)}
          disabled={busy}
          error={betErrors ? [...betErrors] : undefined}
          required
        />
        <TextField
          label={BET_DIALOG_TEXTS.stake}
          type="number"
          inputMode="numeric"
          min={BET_MIN_STAKE}
          max={BET_MAX_STAKE}
          step={10}
          value={stake}
          onChange={(event) => {
            setStake(event.target.value);
            // The stake's error was about the stake before this edit.
            setLocal(({ coins: _previous, ...rest }) => rest);
          }}
          description={BET_DIALOG_TEXTS.stakeHint(balance)}
          error={coinErrors ? [...coinErrors] : undefined}
          disabled={busy}
          required
        />
        {payout !== null ? (
          <p className={styles.payout} aria-live="polite">
            {BET_DIALOG_TEXTS.payout(payout)}
          </p>
        ) : null}
      </form>
    </BusyDialog>
  );
}
