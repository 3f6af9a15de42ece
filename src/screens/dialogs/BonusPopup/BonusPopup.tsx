import { Button, srOnly } from '../../../components';
import { BONUS_POPUP_GIFT, formatNumber, MESSAGES, pluralize } from '../../../domain';
import { GiftIcon } from '../../../components/icons';
import type { OverlayProps } from '../../shared/overlay';
import { PromptDialog } from '../shared/PromptDialog';
import * as styles from './BonusPopup.css';
import * as dialogsMessages from '../messages';

export type BonusPopupProps = Omit<OverlayProps, 'onOpenChange'> & {
  /** The account's telegram_bonus_link: starts the messenger bot with the bonus. */
  botLink: string;
  /**
   * Any way of closing (the close button, Esc, the overlay, starting the bot): the app makes the
   * viewed-bonus-modal call and hides the popup (docs/product/flows.md).
   */
  onClose: () => void;
  /** Gift size; the spec's 500 invest coins by default. */
  coins?: number;
};

export const BONUS_TEXTS = {
  coins: dialogsMessages.coinForms,
  gift: dialogsMessages.asGift,
  newTab: dialogsMessages.opensInNewTab,
} as const;

/** Invitation to start the messenger bot for a gift of invest coins (docs/product/flows.md bonus popup). */
export function BonusPopup({ botLink, onClose, coins = BONUS_POPUP_GIFT, ...overlay }: BonusPopupProps) {
  return (
    <PromptDialog
      {...overlay}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={MESSAGES.bonusTitle}
      hero={
        <div className={styles.hero}>
          <GiftIcon className={styles.giftIcon} />
          <p className={styles.amount}>
            <span className={styles.amountValue}>+{formatNumber(coins)}</span>
            <span>
              {pluralize(coins, BONUS_TEXTS.coins)} {BONUS_TEXTS.gift}
            </span>
          </p>
        </div>
      }
      lead={MESSAGES.bonusText}
      footer={(close) => (
        <Button asChild>
          {/* Starting the bot closes the popup too, which reports it as viewed. */}
          <a href={botLink} target="_blank" rel="noopener noreferrer" onClick={close}>
            {MESSAGES.bonusStartBot}
            <span className={srOnly}> {BONUS_TEXTS.newTab}</span>
          </a>
        </Button>
      )}
    />
  );
}
