import { useId, type ReactNode } from 'react';
import { Badge, Card } from '../../../components';
import * as styles from './SubscriptionPlans.css';
import * as subscriptionPlansMessages from './messages';

/** One plan: title, «Ваш тариф» when current, price, feature list and its actions. */
export function PlanCard({
  title,
  description,
  price,
  priceNote,
  features,
  current = false,
  highlighted = false,
  children,
}: {
  title: string;
  description: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  current?: boolean;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card asChild padding="md" variant={highlighted ? 'brand' : 'outlined'} className={styles.card}>
      <article aria-labelledby={id} data-current={current || undefined}>
        <div className={styles.cardHeader}>
          <h2 id={id} className={styles.planTitle}>
            {title}
          </h2>
          {current ? (
            <Badge tone="brand" variant="solid" size="sm">
              {subscriptionPlansMessages.yourPlan}
            </Badge>
          ) : null}
        </div>
        <p className={styles.description}>{description}</p>
        <p className={styles.price}>
          <span className={styles.priceValue}>{price}</span> <span className={styles.priceNote}>{priceNote}</span>
        </p>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {children ? <div className={styles.cardActions}>{children}</div> : null}
      </article>
    </Card>
  );
}
