import { Button, Dialog, srOnly } from '../../../components';
import { BONUS_POPUP_GIFT, formatNumber, MESSAGES, pluralize } from '../../../domain';
import { GiftIcon } from '../../../components/icons';
import * as shared from '../shared/dialogs.css';
import type { OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';
import * as styles from './BonusPopup.css';

export type BonusPopupProps = Omit<OverlayProps, 'onOpenChange'> & {
  /** The account's telegram_bonus_link: starts the messenger bot with the bonus. */
  botLink: string;
  /**
   * Any way of closing (the close button, Esc, the overlay, starting the bot): the app makes the
   * viewed-bonus-modal call and hides the popup (spec §4).
   */
  onClose: () => void;
  /** Gift size; the spec's 500 invest coins by default. */
  coins?: number;
};

export const BONUS_TEXTS = {
  coins: { one: 'инвесткоин', few: 'инвесткоина', many: 'инвесткоинов' },
  gift: 'в подарок',
  newTab: '(откроется в новой вкладке)',
} as const;

/** Invitation to start the messenger bot for a gift of invest coins (spec §4 bonus popup). */
export function BonusPopup({ botLink, onClose, coins = BONUS_POPUP_GIFT, open, defaultOpen, ...overlay }: BonusPopupProps) {
  const [isOpen, setOpen] = useOverlayState({
    open,
    defaultOpen,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  return (
    <Dialog
      {...overlay}
      open={isOpen}
      onOpenChange={setOpen}
      size="sm"
      title={MESSAGES.bonusTitle}
      footer={
        <Button asChild>
          {/* Starting the bot closes the popup too, which reports it as viewed. */}
          <a href={botLink} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
            {MESSAGES.bonusStartBot}
            <span className={srOnly}> {BONUS_TEXTS.newTab}</span>
          </a>
        </Button>
      }
    >
      <div className={shared.stack}>
        <div className={styles.hero}>
          <GiftIcon className={styles.giftIcon} />
          <p className={styles.amount}>
            <span className={styles.amountValue}>+{formatNumber(coins)}</span>
            <span>
              {pluralize(coins, BONUS_TEXTS.coins)} {BONUS_TEXTS.gift}
            </span>
          </p>
        </div>
        <p className={shared.lead}>{MESSAGES.bonusText}</p>
      </div>
    </Dialog>
  );
}
