import { useId } from 'react';
import { Badge, Button, Card, FormattedDate, Link } from '../../../components';
import { CONTENT_KIND_TITLES, CONTENT_MESSAGES, type ContentEntryDetails } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { RichText } from '../../shared/RichText';
import * as shared from '../content.css';
import * as styles from './ContentArticle.css';
import * as contentMessages from '../messages';

export type ContentArticleProps = {
  /** GET /api/content/{slug}: a locked (PRO-only) entry comes without its body. */
  entry: ContentEntryDetails;
  /** The list the entry belongs to: «Все новости» → /news. */
  back?: { href: string; label: string };
  /** Where the PRO offer of a locked entry leads. */
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

/**
 * One editorial entry (/news/{slug}, /reviews/{slug}): kind and date, title, lead, cover, the body the
 * server rendered, then the ideas and stocks it mentions linked to their pages. A PRO-only entry the
 * reader cannot open shows its lead and the PRO offer instead of the body.
 */
export function ContentArticle({ entry, back, plansHref = '/subscription/plans', onNavigate }: ContentArticleProps) {
  const id = useId();
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      {back ? (
        <Link href={back.href} variant="standalone" className={styles.back} onClick={inAppClick(onNavigate, back.href)}>
          ← {back.label}
        </Link>
      ) : null}
      <header className={styles.header}>
        <p className={shared.meta}>
          <span>{CONTENT_KIND_TITLES[entry.kind]}</span>
          <span aria-hidden>·</span>
          <FormattedDate value={entry.published_at} />
          {entry.pro_only ? (
            <Badge tone="brand" size="sm">
              PRO
            </Badge>
          ) : null}
        </p>
        <h1 id={`${id}-title`} className={styles.title}>
          {entry.title}
        </h1>
        {entry.lead ? <p className={styles.lead}>{entry.lead}</p> : null}
      </header>
      {entry.cover_url ? <img src={entry.cover_url} alt="" className={styles.cover} loading="lazy" /> : null}
      {entry.body_html !== null && !entry.locked ? (
        <RichText html={entry.body_html} />
      ) : (
        <Card variant="brand" padding="lg" className={styles.offer}>
          <p className={styles.offerText}>
            {CONTENT_MESSAGES.proOffer}
            {contentMessages.proOfferSuffix}
          </p>
          <Button asChild>
            <a href={plansHref} onClick={inAppClick(onNavigate, plansHref)}>
              {contentMessages.becomePro}
            </a>
          </Button>
        </Card>
      )}
      {entry.ideas.length ? (
        <section className={styles.section} aria-labelledby={`${id}-ideas`}>
          <h2 id={`${id}-ideas`} className={styles.sectionTitle}>
            {contentMessages.ideasInArticle}
          </h2>
          <ul className={styles.ideas}>
            {entry.ideas.map((idea) => (
              <li key={idea.id}>
                <Link href={`/ideas/${idea.id}`} onClick={inAppClick(onNavigate, `/ideas/${idea.id}`)}>
                  {idea.name}
                </Link>{' '}
                ({idea.ticker})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.stocks.length ? (
        <section className={styles.section} aria-labelledby={`${id}-stocks`}>
          <h2 id={`${id}-stocks`} className={styles.sectionTitle}>
            {contentMessages.searchStocks}
          </h2>
          <ul className={shared.tickers}>
            {entry.stocks.map((stock) => (
              <li key={stock.ticker}>
                <a
                  href={`/stocks/${stock.ticker}`}
                  className={shared.tickerLink}
                  onClick={inAppClick(onNavigate, `/stocks/${stock.ticker}`)}
                >
                  {stock.ticker} · {stock.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
