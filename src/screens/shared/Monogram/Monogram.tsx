import { clsx } from 'clsx';
import { initials } from '../Avatar';
import * as styles from './Monogram.css';

/** A broker's mark is a rounded square (a logo's place); a person's is a circle (an avatar's). */
export const monogramKinds = ['broker', 'person'] as const;
export type MonogramKind = (typeof monogramKinds)[number];

/** The tones a monogram takes, each a background and text pair of the palette that badges use too. */
export const monogramTones = ['brand', 'positive', 'warning', 'negative', 'neutral'] as const;
export type MonogramTone = (typeof monogramTones)[number];

/** The same name always gets the same tone (a hash of its letters), so a broker looks alike on every card. */
export function monogramTone(name: string): MonogramTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return monogramTones[hash % monogramTones.length]!;
}

export type MonogramProps = {
  /** The broker's or the person's name: its initials are drawn, and it picks the tone. */
  name: string;
  kind: MonogramKind;
  className?: string;
};

/**
 * A generated mark for a broker (no logo file needed) or an analyst (no photo): up to two initials on a tone of
 * the palette. Decorative: the name is always written beside it.
 */
export function Monogram({ name, kind, className }: MonogramProps) {
  return (
    <span className={clsx(styles.monogram({ kind, tone: monogramTone(name) }), className)} data-kind={kind} aria-hidden>
      {initials(name.replace(/[«»"']/g, ''))}
    </span>
  );
}
