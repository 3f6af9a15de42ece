import { useId } from 'react';
import { Alert, Button, Link, type CardVariant } from '../../../components';
import { MESSAGES, prizeCardVariant, type FaqItem, type Prize, type PrizeCardVariant } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { BecomeProAlert } from '../../shared/contest/BecomePro';
import { CONTEST_ROUTES } from '../../shared/contest/navigation';
import * as screen from '../../shared/contest/screen.css';
import { PrizeCardBody } from './PrizeCardBody';
import { PrizesBalance } from './PrizesBalance';
import * as styles from './PrizesPage.css';
import { PrizesFaq } from './PrizesFaq';
import { ShopCardsSection } from './ShopSection';
import { PRIZES_TEXT } from './texts';
import * as prizesMessages from '../messages';

/** A highlighted card of the shop that is not a prize: ways to earn more coins. */
export type PrizesSpecialCard = {
  id: string;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
};

/** A merch order still without its delivery address. */
export type PrizeOrderAwaitingAddress = { id: number; title: string };

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
  /** Click on a prize: the app runs the can-exchange check (docs/product/flows.md). */
  onSelectPrize: (prize: Prize) => void;
  /** Merch orders still without a delivery address: a notice each, above the shop, with «Указать адрес». */
  ordersAwaitingAddress?: readonly PrizeOrderAwaitingAddress[];
  /** «Указать адрес» of an order: the app opens the DeliveryAddressDialog. */
  onGiveAddress?: (order: PrizeOrderAwaitingAddress) => void;
  coinHistoryHref?: string;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

/** Grid card styles cycle through three variants (docs/product/screens.md); each maps onto a Card variant. */
const CARD_VARIANT: Record<PrizeCardVariant, CardVariant> = { primary: 'brand', accent: 'elevated', muted: 'muted' };

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
  ordersAwaitingAddress = [],
  onGiveAddress,
  coinHistoryHref = CONTEST_ROUTES.coinHistory,
  plansHref = CONTEST_ROUTES.plans,
  onNavigate,
}: PrizesPageProps) {
  const headingId = useId();
  const subscriptions = prizes.filter((prize) => prize.type === 'subscription');
  const goods = prizes.filter((prize) => prize.type === 'merch');
  const body = (prize: Prize, titleId: string, button: 'primary' | 'secondary') => (
    <PrizeCardBody
      prize={prize}
      titleId={titleId}
      coins={coins}
      button={button}
      pendingPrizeId={pendingPrizeId}
      onSelectPrize={onSelectPrize}
    />
  );

  return (
    <section className={screen.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={screen.pageHeader}>
          <h1 id={headingId} className={screen.pageTitle}>
            {PRIZES_TEXT.title}
          </h1>
          <p className={screen.lead}>{PRIZES_TEXT.lead}</p>
        </div>
        <PrizesBalance coins={coins} coinHistoryHref={coinHistoryHref} onNavigate={onNavigate} />
      </header>

      {ordersAwaitingAddress.length ? (
        <div className={styles.notices}>
          {ordersAwaitingAddress.map((order) => (
            <Alert
              key={order.id}
              tone="warning"
              title={prizesMessages.addressNeeded(order.title)}
              actions={
                onGiveAddress ? (
                  <Button size="sm" onClick={() => onGiveAddress(order)}>
                    {prizesMessages.giveAddress}
                  </Button>
                ) : undefined
              }
            >
              {prizesMessages.addressNeededText}
            </Alert>
          ))}
        </div>
      ) : null}

      {isPro ? null : <BecomeProAlert plansHref={plansHref} onNavigate={onNavigate} />}

      <ShopCardsSection
        id={`${headingId}-subscriptions`}
        title={PRIZES_TEXT.subscriptions}
        items={subscriptions}
        card={(prize, titleId, index) => {
          const variant = prizeCardVariant(index);
          return {
            variant: CARD_VARIANT[variant],
            prizeVariant: variant,
            content: body(prize, titleId, variant === 'primary' ? 'primary' : 'secondary'),
          };
        }}
      />

      <ShopCardsSection
        id={`${headingId}-special`}
        title={PRIZES_TEXT.special}
        items={specialCards}
        layout="special"
        card={(card, titleId) => ({
          variant: 'brand',
          className: styles.special,
          content: (
            <>
              <h3 id={titleId} className={styles.cardTitle}>
                {card.title}
              </h3>
              <p className={styles.cardText}>{card.description}</p>
              <Link
                variant="standalone"
                href={card.href}
                onClick={inAppClick(onNavigate, card.href)}
                className={styles.cardFooter}
              >
                {card.linkLabel}
              </Link>
            </>
          ),
        })}
      />

      <ShopCardsSection
        id={`${headingId}-goods`}
        title={PRIZES_TEXT.goods}
        aside={<p className={styles.delivery}>{MESSAGES.prizeFreeDelivery}</p>}
        items={goods}
        card={(prize, titleId) => ({
          variant: 'outlined',
          padding: 'none',
          content: (
            <>
              {prize.img ? <img className={styles.goodsImage} src={prize.img} alt="" loading="lazy" /> : null}
              <div className={styles.goodsBody}>{body(prize, titleId, 'secondary')}</div>
            </>
          ),
        })}
      />

      <PrizesFaq id={`${headingId}-faq`} faq={faq} />
    </section>
  );
}
