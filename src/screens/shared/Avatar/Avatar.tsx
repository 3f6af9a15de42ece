import { clsx } from 'clsx';
import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const PIXELS: Record<AvatarSize, number> = { sm: 20, lg: 48 };

export type AvatarProps = {
  /** The account's photo (a social login's or its own); null or undefined shows the initials. */
  photo: string | null | undefined;
  /** The account's name, for the initials. */
  name: string;
  size: AvatarSize;
  className?: string;
};

/** Up to two capital letters of the name ('Анна Смирнова' → 'АС'), '?' for an empty name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * The account's round picture. Decorative: the name is always written next to it. A social photo on
 * a third-party host may be gone: a photo that fails to load gives way to the initials instead of a
 * broken image.
 */
export function Avatar({ photo, name, size, className }: AvatarProps) {
  // Remembered per address, so that a new photo gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  if (photo && failed !== photo) {
    const pixels = PIXELS[size];
    return (
      <img
        className={clsx(styles.avatar[size], className)}
        src={photo}
        alt=""
        width={pixels}
        height={pixels}
        onError={() => setFailed(photo)}
      />
    );
  }
  return (
    <span className={clsx(styles.avatar[size], className)} aria-hidden>
      {initials(name)}
    </span>
  );
}
