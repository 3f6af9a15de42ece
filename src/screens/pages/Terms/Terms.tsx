import { Card, Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './Terms.css';
import { pagesMessages } from '../messages';

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
      title: pagesMessages.termsGeneral,
      items: [
        pagesMessages.termsGeneral1(productName, siteUrl),
        pagesMessages.termsGeneral2,
        pagesMessages.termsGeneral3,
      ],
    },
    {
      title: pagesMessages.termsSubject,
      items: [
        pagesMessages.termsSubject1,
        pagesMessages.termsSubject2,
      ],
    },
    {
      title: pagesMessages.termsPayment,
      items: [
        pagesMessages.termsPayment1,
        pagesMessages.termsPayment2,
        pagesMessages.termsPayment3,
        pagesMessages.termsPayment4,
      ],
    },
    {
      title: pagesMessages.termsCancel,
      items: [
        pagesMessages.termsCancel1,
        pagesMessages.termsCancel2,
      ],
    },
    {
      title: pagesMessages.termsCoins,
      items: [
        pagesMessages.termsCoins1,
        pagesMessages.termsCoins2,
      ],
    },
    {
      title: pagesMessages.termsLiability,
      items: [
        pagesMessages.termsLiability1,
        pagesMessages.termsLiability2,
        pagesMessages.termsLiability3,
      ],
    },
    {
      title: pagesMessages.termsPersonalData,
      items: [
        pagesMessages.termsPersonalData1,
        pagesMessages.termsPersonalData2,
      ],
    },
    {
      title: pagesMessages.termsFinal,
      items: [
        pagesMessages.termsFinal1,
        pagesMessages.termsFinal2,
      ],
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
        <p className={prose.eyebrow}>{pagesMessages.documents}</p>
        <h1 id={`${idPrefix}-title`} className={prose.title}>
          {pagesMessages.publicOffer}
        </h1>
        <p className={prose.lead}>
          {pagesMessages.offerAgreementPrefix}{MESSAGES.productName}{pagesMessages.offerEditionSincePrefix}{' '}
          <time dateTime={effectiveDate}>{dateText}</time>.
        </p>
      </header>
      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <>
          <nav aria-label={pagesMessages.offerContents}>
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
            <section key={clause.title} id={`${idPrefix}-${index + 1}`} className={prose.section} aria-labelledby={`${idPrefix}-${index + 1}-title`}>
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
          {pagesMessages.contractorDetails}
        </h2>
        <dl className={styles.requisites}>
          <dt className={styles.term}>{pagesMessages.contractor}</dt>
          <dd className={styles.value}>{requisites.companyName}</dd>
          <dt className={styles.term}>{pagesMessages.inn}</dt>
          <dd className={styles.value}>{requisites.inn}</dd>
          <dt className={styles.term}>{pagesMessages.ogrn}</dt>
          <dd className={styles.value}>{requisites.ogrn}</dd>
          <dt className={styles.term}>{pagesMessages.address}</dt>
          <dd className={styles.value}>{requisites.address}</dd>
          <dt className={styles.term}>{pagesMessages.email}</dt>
          <dd className={styles.value}>
            <Link href={`mailto:${requisites.email}`}>{requisites.email}</Link>
          </dd>
        </dl>
      </section>
    </article>
  );
}
