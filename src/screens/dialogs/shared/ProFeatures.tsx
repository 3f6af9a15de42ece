import { CheckIcon } from '../../../components';
import * as styles from './dialogs.css';
import { DIALOG_TEXTS } from './texts';

/** The PRO features list of docs/product/flows.md (or the configuration's pro_features when the app passes them). */
export function ProFeatures({
  features = DIALOG_TEXTS.proFeatures,
  labelId,
}: {
  features?: readonly string[];
  labelId: string;
}) {
  return (
    <ul className={styles.featureList} aria-labelledby={labelId}>
      {features.map((feature) => (
        <li key={feature} className={styles.feature}>
          <CheckIcon className={styles.featureIcon} />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
