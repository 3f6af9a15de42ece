import { ChevronDownIcon } from '../../../components';
import type { FaqItem } from '../../../domain';
import * as styles from './PrizesPage.css';
import { ShopSection } from './ShopSection';
import { PRIZES_TEXT } from './texts';

/** The shop's questions and answers, each folded under its question. */
export function PrizesFaq({ id, faq }: { id: string; faq: readonly FaqItem[] }) {
  if (faq.length === 0) return null;
  return (
    <ShopSection id={id} title={PRIZES_TEXT.faq}>
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
  );
}
