import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card, type CardPadding, type CardVariant } from '../../../components';
import * as screen from '../../shared/contest/screen.css';
import * as styles from './PrizesPage.css';

/** A titled section of the shop; `aside` stands next to the title. */
export function ShopSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
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

export type ShopCard = {
  variant?: CardVariant;
  padding?: CardPadding;
  className?: string;
  /** The grid's cycling style of a subscription prize (docs/product/screens.md). */
  prizeVariant?: string;
  /** The card's content; its title carries `titleId`. */
  content: ReactNode;
};

/** A shop section of cards, one article each, named by its title; nothing when there are no items. */
export function ShopCardsSection<T extends { id: string | number }>({
  id,
  title,
  aside,
  items,
  layout = 'grid',
  card,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  items: readonly T[];
  layout?: 'grid' | 'special';
  card: (item: T, titleId: string, index: number) => ShopCard;
}) {
  if (items.length === 0) return null;
  return (
    <ShopSection id={id} title={title} aside={aside}>
      <ul className={layout === 'special' ? styles.specialGrid : styles.grid}>
        {items.map((item, index) => {
          const titleId = `${id}-${item.id}`;
          const { content, className, prizeVariant, ...cardProps } = card(item, titleId, index);
          return (
            <li key={item.id} className={styles.item}>
              <Card {...cardProps} className={clsx(styles.card, className)} data-prize-variant={prizeVariant} asChild>
                <article aria-labelledby={titleId}>{content}</article>
              </Card>
            </li>
          );
        })}
      </ul>
    </ShopSection>
  );
}
