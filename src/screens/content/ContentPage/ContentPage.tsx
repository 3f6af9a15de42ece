import { useId } from 'react';
import { RichText } from '../../shared/RichText';
import * as styles from '../ContentArticle/ContentArticle.css';

export type ContentPageProps = {
  /** The page's h1. */
  title: string;
  lead?: string;
  /** The page's text as the API rendered it (a `page` entry: FAQ…). */
  html: string;
};

/** A public page whose whole text the editors keep (/faq): title, lead and the rendered text. */
export function ContentPage({ title, lead, html }: ContentPageProps) {
  const id = useId();
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      <RichText html={html} />
    </article>
  );
}
