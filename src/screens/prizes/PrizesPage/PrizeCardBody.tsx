import { Button, srOnly } from '../../../components';
import { formatCoins, MESSAGES, type Prize } from '../../../domain';
import * as styles from './PrizesPage.css';
import { PRIZES_TEXT } from './texts';

export type PrizeCardBodyProps = {
  prize: Prize;
  titleId: string;
  /** The member's coin balance: a shortfall is shown under the price. */
  coins: number;
  button: 'primary' | 'secondary';
  /** The prize whose can-exchange check is under way. */
  pendingPrizeId: number | null;
  onSelectPrize: (prize: Prize) => void;
};

/** Title, texts, price and «Обменять» of a prize card; goods add the free-delivery note. */
export function PrizeCardBody({ prize, titleId, coins, button, pendingPrizeId, onSelectPrize }: PrizeCardBodyProps) {
  return (
    <>
      <h3 id={titleId} className={styles.cardTitle}>
        {prize.title}
      </h3>
      <p className={styles.cardText}>{prize.description}</p>
      {prize.type === 'merch' ? <p className={styles.deliveryNote}>{MESSAGES.prizeFreeDelivery}</p> : null}
      {prize.disclaimer ? <p className={styles.disclaimer}>{prize.disclaimer}</p> : null}
      <div className={styles.cardFooter}>
        <div className={styles.priceLine}>
          <p className={styles.price}>
            <span className={srOnly}>{PRIZES_TEXT.price}: </span>
            {formatCoins(prize.coins)}
          </p>
          {coins < prize.coins ? (
            <p className={styles.shortfall}>{PRIZES_TEXT.shortfall(prize.coins - coins)}</p>
          ) : null}
        </div>
        <Button
          variant={button}
          fullWidth
          loading={pendingPrizeId === prize.id}
          // One check at a time: other prizes wait until the running one answers.
          disabled={pendingPrizeId !== null && pendingPrizeId !== prize.id}
          onClick={() => onSelectPrize(prize)}
          // The visible «Обменять» repeats on every card; the name says which prize.
          aria-label={`${PRIZES_TEXT.exchange}: ${prize.title}`}
        >
          {PRIZES_TEXT.exchange}
        </Button>
      </div>
    </>
  );
}
