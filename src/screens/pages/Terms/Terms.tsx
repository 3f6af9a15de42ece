import { Card, Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './Terms.css';
import * as termsMessages from './messages';

/** Details of the company that makes the offer; shown at the end as the offer requires. */
export type TermsRequisites = {
  companyName: string;
  inn: string;
  ogrn: string;
  address: string;
  email: string;
};

export type TermsProps = {
  requisites: TermsRequisites;
  /** ISO date the current edition took effect. */
  effectiveDate: string;
  /** Address of the service, e.g. https://investradar.ru */
  siteUrl: string;
  /**
   * The offer's clauses as the editors keep them (the `terms` page text, rendered by the API); without
   * it the built-in edition is shown with its table of contents.
   */
  contentHtml?: string | null;
};

type Clause = { title: string; items: readonly string[] };

function clauses(productName: string, siteUrl: string): readonly Clause[] {
  return [
    {
      title: termsMessages.termsGeneral,
      items: [
        termsMessages.termsGeneral1(productName, siteUrl),
        termsMessages.termsGeneral2,
        termsMessages.termsGeneral3,
      ],
    },
    {
      title: termsMessages.termsSubject,
      items: [termsMessages.termsSubject1, termsMessages.termsSubject2],
    },
    {
      title: termsMessages.termsPayment,
      items: [
        termsMessages.termsPayment1,
        termsMessages.termsPayment2,
        termsMessages.termsPayment3,
        termsMessages.termsPayment4,
      ],
    },
    {
      title: termsMessages.termsCancel,
      items: [termsMessages.termsCancel1, termsMessages.termsCancel2],
    },
    {
      title: termsMessages.termsCoins,
      items: [termsMessages.termsCoins1, termsMessages.termsCoins2],
    },
    {
      title: termsMessages.termsLiability,
      items: [termsMessages.termsLiability1, termsMessages.termsLiability2, termsMessages.termsLiability3],
    },
    {
      title: termsMessages.termsPersonalData,
      items: [termsMessages.termsPersonalData1, termsMessages.termsPersonalData2],
    },
    {
      title: termsMessages.termsFinal,
      items: [termsMessages.termsFinal1, termsMessages.termsFinal2],
    },
  ];
}

/** The public offer (/terms): numbered clauses, a table of contents and the company details. */
export function Terms({ requisites, effectiveDate, siteUrl, contentHtml }: TermsProps) {
  const idPrefix = 'oferta';
  const list = clauses(MESSAGES.productName, siteUrl);
  const dateText = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(effectiveDate),
  );
  return (
    <article className={prose.page} aria-labelledby={`${idPrefix}-title`}>
      <header className={prose.header}>
        <p className={prose.eyebrow}>{termsMessages.documents}</p>
        <h1 id={`${idPrefix}-title`} className={prose.title}>
          {termsMessages.publicOffer}
        </h1>
        <p className={prose.lead}>
          {termsMessages.offerAgreementPrefix}
          {MESSAGES.productName}
          {termsMessages.offerEditionSincePrefix} <time dateTime={effectiveDate}>{dateText}</time>.
        </p>
      </header>
      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <>
          <nav aria-label={termsMessages.offerContents}>
            <Card variant="muted" padding="md">
              <ol className={styles.toc}>
                {list.map((clause, index) => (
                  <li key={clause.title}>
                    <Link href={`#${idPrefix}-${index + 1}`} variant="standalone">
                      {index + 1}. {clause.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </Card>
          </nav>
          {list.map((clause, index) => (
            <section
              key={clause.title}
              id={`${idPrefix}-${index + 1}`}
              className={prose.section}
              aria-labelledby={`${idPrefix}-${index + 1}-title`}
            >
              <h2 id={`${idPrefix}-${index + 1}-title`} className={prose.sectionTitle}>
                {index + 1}. {clause.title}
              </h2>
              {clause.items.map((item, itemIndex) => (
                <p key={item} className={prose.paragraph}>
                  <span className={styles.clauseNumber}>
                    {index + 1}.{itemIndex + 1}.
                  </span>{' '}
                  {item}
                </p>
              ))}
            </section>
          ))}
        </>
      )}
      <section className={prose.section} aria-labelledby={`${idPrefix}-requisites`}>
        <h2 id={`${idPrefix}-requisites`} className={prose.sectionTitle}>
          {termsMessages.contractorDetails}
        </h2>
        <dl className={styles.requisites}>
          <dt className={styles.term}>{termsMessages.contractor}</dt>
          <dd className={styles.value}>{requisites.companyName}</dd>
          <dt className={styles.term}>{termsMessages.inn}</dt>
          <dd className={styles.value}>{requisites.inn}</dd>
          <dt className={styles.term}>{termsMessages.ogrn}</dt>
          <dd className={styles.value}>{requisites.ogrn}</dd>
          <dt className={styles.term}>{termsMessages.address}</dt>
          <dd className={styles.value}>{requisites.address}</dd>
          <dt className={styles.term}>{termsMessages.email}</dt>
          <dd className={styles.value}>
            <Link href={`mailto:${requisites.email}`}>{requisites.email}</Link>
          </dd>
        </dl>
      </section>
    </article>
  );
}
