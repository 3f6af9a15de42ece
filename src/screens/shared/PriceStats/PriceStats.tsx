import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './PriceStats.css';

export type PriceStat = { label: ReactNode; value: ReactNode; valueClassName?: string; sign?: string };

/**
 * The row of an idea's prices (current, target, potential or result, horizon) shared by the idea card
 * and the portfolio: a description list, two columns while the row is narrow (phones, a card in a
 * grid) and four from 32rem of its own width on.
 */
export function PriceStats({
  items,
  nowrap = false,
  className,
}: {
  items: readonly PriceStat[];
  nowrap?: boolean;
  className?: string;
}) {
  return (
    <div className={styles.frame}>
      <dl className={clsx(styles.stats, className)} data-nowrap={nowrap || undefined}>
        {items.map((item, index) => (
          <div key={index} className={styles.stat}>
            <dt>{item.label}</dt>
            <dd className={item.valueClassName} data-sign={item.sign}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
