import * as styles from './SkipLink.css';
import * as shellMessages from '../messages';

export type SkipLinkProps = {
  /** The id of the page's main region (`<main id="main">`). */
  targetId?: string;
};

/** The first stop of the keyboard: «Перейти к содержимому», past the header to the page's main region. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {shellMessages.skipToContent}
    </a>
  );
}
