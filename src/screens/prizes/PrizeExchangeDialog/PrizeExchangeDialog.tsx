import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button, Dialog } from '../../../components';
import {
  COIN_FORMS,
  MESSAGES,
  formatNumber,
  pluralize,
  prizeModal,
  type PrizeModalButton,
  type PrizeState,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './PrizeExchangeDialog.css';
import * as prizesMessages from '../messages';

export type PrizeExchangeDialogProps = {
  /** The exchange flow's state from the domain reducer (`prizeReducer`), driven by the app. */
  state: PrizeState;
  /** «Прекрасно, меняем!»: the app dispatches `confirm` and makes the exchange. */
  onConfirm: () => void;
  /** Cancel, «Понятно», «Закрыть», Esc or the close button: the app dispatches `close`. */
  onClose: () => void;
  /** In-app navigation for «Стать PRO» (the plans page); without it the link loads the page. */
  onNavigate?: NavigateHandler;
  /**
   * Where focus goes when the dialog closes. By default the element that had focus when it opened
   * (the prize's «Обменять» button), since the dialog has no trigger of its own.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

const debitText = (coins: number) =>
  prizesMessages.coinsWillBeCharged(formatNumber(coins), pluralize(coins, COIN_FORMS));

/**
 * The dialogs of the prize exchange (docs/product/flows.md): confirmation (Отмена / «Прекрасно, меняем!»), the
 * finish for merch («Отличная сделка!», the address is asked later) and for a subscription («Ваша
 * подписка продлена!»), the error with the server's title and description and one button «Понятно»,
 * and error_pro_only with «Стать PRO» (to the plans page) and «Закрыть». Closed while the flow is idle
 * or the can-exchange check runs; while the exchange runs the confirmation stays up and busy.
 */
export function PrizeExchangeDialog({
  state,
  onConfirm,
  onClose,
  onNavigate,
  returnFocusRef,
}: PrizeExchangeDialogProps) {
  const exchanging = state.phase === 'exchanging';
  // While the exchange is under way the confirmation stays on screen with a busy primary button.
  const modal = prizeModal(exchanging ? { ...state, phase: 'confirm' } : state);
  const open = modal !== null;
  const openerRef = useRef<HTMLElement | null>(null);
  // Runs before the dialog moves focus inside (that happens in the content's passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const focusReturn = returnFocusRef ?? openerRef;

  if (!modal) return <Dialog open={false} title={MESSAGES.prizeConfirmTitle} returnFocusRef={focusReturn} />;

  const confirming = state.phase === 'confirm' || exchanging;
  const tone = state.phase === 'error' ? 'error' : state.phase === 'finished' ? 'success' : 'confirm';

  const renderButton = (button: PrizeModalButton, variant: 'primary' | 'secondary') => {
    if (button.action === 'plans' && button.href) {
      return (
        <Button asChild variant={variant} key={button.label}>
          <a href={button.href} onClick={inAppClick(onNavigate, button.href, onClose)}>
            {button.label}
          </a>
        </Button>
      );
    }
    const isConfirm = button.action === 'confirm';
    return (
      <Button
        key={button.label}
        variant={variant}
        loading={isConfirm && exchanging}
        disabled={!isConfirm && exchanging}
        onClick={isConfirm ? onConfirm : onClose}
      >
        {button.label}
      </Button>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={modal.title}
      dismissible={!exchanging}
      // Every step has its own closing button (Отмена, Понятно, Закрыть); Esc closes too.
      hideCloseButton
      returnFocusRef={focusReturn}
      footer={
        <>
          {modal.secondary ? renderButton(modal.secondary, 'secondary') : null}
          {renderButton(modal.primary, 'primary')}
        </>
      }
    >
      <div className={styles.body} data-tone={tone} aria-busy={exchanging || undefined}>
        {modal.image ? <img className={styles.image} src={modal.image} alt="" /> : null}
        {confirming && state.prize ? (
          <>
            <p className={styles.prizeTitle}>{state.prize.title}</p>
            <p className={styles.text}>{debitText(state.prize.coins)}</p>
          </>
        ) : modal.description ? (
          <p className={styles.text}>{modal.description}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
