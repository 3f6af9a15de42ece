import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Button, Card, ChevronDownIcon, Link, srOnly, type CardVariant } from '../../../components';
import {
  COIN_FORMS,
  MESSAGES,
  formatCoins,
  pluralize,
  formatNumber,
  prizeCardVariant,
  type FaqItem,
  type Prize,
  type PrizeCardVariant,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { BecomeProAlert } from '../../shared/contest/BecomePro';
import { CONTEST_ROUTES } from '../../shared/contest/navigation';
import * as screen from '../../shared/contest/screen.css';
import * as styles from './PrizesPage.css';

/** A highlighted card of the shop that is not a prize: ways to earn more coins. */
export type PrizesSpecialCard = {
  id: string;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
};

export type PrizesPageProps = {
  /** Every prize of GET /api/liga/prizes (the app lists the map's values). */
  prizes: readonly Prize[];
  faq: readonly FaqItem[];
  /** The member's coin balance. */
  coins: number;
  /** PRO members get coins monthly; everyone else is invited to become PRO. */
  isPro: boolean;
  /** Cards with ways to earn coins, shown between the subscription prizes and the goods. */
  specialCards?: readonly PrizesSpecialCard[];
  /** The prize whose can-exchange check is under way: its button shows a spinner. */
  pendingPrizeId?: number | null;
  /** Click on a prize: the app runs the can-exchange check (spec §4). */
  onSelectPrize: (prize: Prize) => void;
  coinHistoryHref?: string;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

/** Grid card styles cycle through three variants (spec §2); each maps onto a Card variant. */
const CARD_VARIANT: Record<PrizeCardVariant, CardVariant> = { primary: 'brand', accent: 'elevated', muted: 'muted' };

const TEXT = {
  title: 'Призы',
  lead: 'Обменивайте инвесткоины на подписку PRO и фирменные товары.',
  balance: 'Ваш баланс',
  coinHistory: 'История начислений',
  subscriptions: 'Подписка за монеты',
  special: 'Как получить больше монет',
  goods: 'Товары',
  faq: 'Вопросы и ответы',
  exchange: 'Обменять',
  shortfall: (missing: number) => `Не хватает ${formatCoins(missing)}`,
  price: 'Стоимость',
} as const;

/** A titled section of the shop; `aside` stands next to the title. */
function ShopSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  const heading = (
    <h2 id={id} className={screen.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <section className={screen.section} aria-labelledby={id}>
      {aside ? (
        <div className={screen.sectionHeader}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/**
 * The prize shop of /account/prizes: the balance, subscription prize cards (three cycling styles),
 * special cards, merch goods with free delivery across Russia and the FAQ. Clicking «Обменять» asks
 * the app to run the can-exchange check; the exchange dialogs are `PrizeExchangeDialog`.
 */
export function PrizesPage({
  prizes,
  faq,
  coins,
  isPro,
  specialCards = [],
  pendingPrizeId = null,
  onSelectPrize,
  coinHistoryHref = CONTEST_ROUTES.coinHistory,
  plansHref = CONTEST_ROUTES.plans,
  onNavigate,
}: PrizesPageProps) {
  const headingId = useId();
  const subscriptions = prizes.filter((prize) => prize.type === 'subscription');
  const goods = prizes.filter((prize) => prize.type === 'merch');
  const busy = pendingPrizeId !== null;

  const exchangeButton = (prize: Prize, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      fullWidth
      loading={pendingPrizeId === prize.id}
      // One check at a time: other prizes wait until the running one answers.
      disabled={busy && pendingPrizeId !== prize.id}
      onClick={() => onSelectPrize(prize)}
      // The visible «Обменять» repeats on every card; the name says which prize.
      aria-label={`${TEXT.exchange}: ${prize.title}`}
    >
      {TEXT.exchange}
    </Button>
  );

  const priceLine = (prize: Prize) => (
    <div className={styles.priceLine}>
      <p className={styles.price}>
        <span className={srOnly}>{TEXT.price}: </span>
        {formatCoins(prize.coins)}
      </p>
      {coins < prize.coins ? <p className={styles.shortfall}>{TEXT.shortfall(prize.coins - coins)}</p> : null}
    </div>
  );

  /** Title, texts, price and «Обменять» of a prize card; goods add the free-delivery note. */
  const prizeContent = (prize: Prize, group: string, button: 'primary' | 'secondary') => (
    <>
      <h3 id={`${headingId}-${group}-${prize.id}`} className={styles.cardTitle}>
        {prize.title}
      </h3>
      <p className={styles.cardText}>{prize.description}</p>
      {prize.type === 'merch' ? <p className={styles.deliveryNote}>{MESSAGES.prizeFreeDelivery}</p> : null}
      {prize.disclaimer ? <p className={styles.disclaimer}>{prize.disclaimer}</p> : null}
      <div className={styles.cardFooter}>
        {priceLine(prize)}
        {exchangeButton(prize, button)}
      </div>
    </>
  );

  return (
    <section className={screen.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={screen.pageHeader}>
          <h1 id={headingId} className={screen.pageTitle}>
            {TEXT.title}
          </h1>
          <p className={screen.lead}>{TEXT.lead}</p>
        </div>
        <Card variant="elevated" className={styles.balance}>
          <p className={styles.balanceLabel}>{TEXT.balance}</p>
          <p className={styles.balanceValue} data-testid="coin-balance">
            {formatNumber(coins)} <span className={styles.balanceUnit}>{pluralize(coins, COIN_FORMS)}</span>
          </p>
          <Link variant="standalone" href={coinHistoryHref} onClick={inAppClick(onNavigate, coinHistoryHref)}>
            {TEXT.coinHistory}
          </Link>
        </Card>
      </header>

      {isPro ? null : <BecomeProAlert plansHref={plansHref} onNavigate={onNavigate} />}

      {subscriptions.length > 0 ? (
        <ShopSection id={`${headingId}-subscriptions`} title={TEXT.subscriptions}>
          <ul className={styles.grid}>
            {subscriptions.map((prize, index) => {
              const variant = prizeCardVariant(index);
              return (
                <li key={prize.id} className={styles.item}>
                  <Card variant={CARD_VARIANT[variant]} className={styles.card} data-prize-variant={variant} asChild>
                    <article aria-labelledby={`${headingId}-prize-${prize.id}`}>
                      {prizeContent(prize, 'prize', variant === 'primary' ? 'primary' : 'secondary')}
                    </article>
                  </Card>
                </li>
              );
            })}
          </ul>
        </ShopSection>
      ) : null}

      {specialCards.length > 0 ? (
        <ShopSection id={`${headingId}-special`} title={TEXT.special}>
          <ul className={styles.specialGrid}>
            {specialCards.map((card) => (
              <li key={card.id} className={styles.item}>
                <Card variant="brand" className={clsx(styles.card, styles.special)} asChild>
                  <article aria-labelledby={`${headingId}-special-${card.id}`}>
                    <h3 id={`${headingId}-special-${card.id}`} className={styles.cardTitle}>
                      {card.title}
                    </h3>
                    <p className={styles.cardText}>{card.description}</p>
                    <Link variant="standalone" href={card.href} onClick={inAppClick(onNavigate, card.href)} className={styles.cardFooter}>
                      {card.linkLabel}
                    </Link>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </ShopSection>
      ) : null}

      {goods.length > 0 ? (
        <ShopSection id={`${headingId}-goods`} title={TEXT.goods} aside={<p className={styles.delivery}>{MESSAGES.prizeFreeDelivery}</p>}>
          <ul className={styles.grid}>
            {goods.map((prize) => (
              <li key={prize.id} className={styles.item}>
                <Card variant="outlined" padding="none" className={styles.card} asChild>
                  <article aria-labelledby={`${headingId}-goods-${prize.id}`}>
                    {prize.img ? <img className={styles.goodsImage} src={prize.img} alt="" loading="lazy" /> : null}
                    <div className={styles.goodsBody}>{prizeContent(prize, 'goods', 'secondary')}</div>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </ShopSection>
      ) : null}

      {faq.length > 0 ? (
        <ShopSection id={`${headingId}-faq`} title={TEXT.faq}>
          <div className={styles.faq}>
            {faq.map((item) => (
              <details key={item.q} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>
                  <span>{item.q}</span>
                  <ChevronDownIcon className={styles.faqChevron} />
                </summary>
                <p className={styles.faqAnswer}>{item.a}</p>
              </details>
            ))}
          </div>
        </ShopSection>
      ) : null}
    </section>
  );
}
