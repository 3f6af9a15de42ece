import type { BetChoice } from '../../../domain';
import * as styles from './BetChoiceIcon.css';
import * as contestMessages from '../messages';

/** Spoken names of the two bets (docs/product/entities.md: believe / notbelieve). */
export const BET_CHOICE_LABEL: Record<BetChoice, string> = {
  believe: contestMessages.believe,
  notbelieve: contestMessages.notBelieve,
};

// Thumbs up and down on the 24-unit grid of the library's line icons.
const PATHS: Record<BetChoice, readonly string[]> = {
  believe: [
    'M7 10v12',
    'M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z',
  ],
  notbelieve: [
    'M17 14V2',
    'M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z',
  ],
};

/** The like (believe) or dislike (notbelieve) icon of a bet; it carries the bet's name for screen readers. */
export function BetChoiceIcon({ choice }: { choice: BetChoice }) {
  return (
    <svg
      role="img"
      aria-label={BET_CHOICE_LABEL[choice]}
      viewBox="0 0 24 24"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={styles.icon({ choice })}
      data-choice={choice}
    >
      {PATHS[choice].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
