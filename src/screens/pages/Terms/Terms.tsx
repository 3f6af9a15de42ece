import { Card, Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './Terms.css';

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
      title: 'Общие положения',
      items: [
        `Настоящий документ является публичной офертой (далее — Оферта) в соответствии со статьей 437 Гражданского кодекса Российской Федерации и определяет условия доступа к сервису «${productName}», размещенному на сайте ${siteUrl} (далее — Сервис).`,
        'Акцептом Оферты считается регистрация в Сервисе либо оплата любого тарифа. С момента акцепта Пользователь и Исполнитель заключают договор на условиях Оферты.',
        'Исполнитель вправе изменять Оферту. Новая редакция вступает в силу с момента публикации на этой странице; продолжение пользования Сервисом означает согласие с ней.',
      ],
    },
    {
      title: 'Предмет оферты',
      items: [
        'Исполнитель предоставляет Пользователю доступ к информационно-аналитическим материалам Сервиса: ленте инвестиционных идей брокеров и аналитиков, рейтингу аналитиков, радару сделок инсайдеров и байбэков, портфелю идей, конкурсу прогнозов и боту в мессенджере.',
        'Объем доступа определяется тарифом: бесплатный (Free), PRO с оплатой за период либо PRO навсегда с разовой оплатой. Состав тарифов опубликован на странице «Тарифы».',
      ],
    },
    {
      title: 'Стоимость и порядок оплаты',
      items: [
        'Стоимость тарифов указана на странице «Тарифы» в рублях и включает все налоги. Оплата производится банковской картой через платежного партнера Исполнителя; данные карты Исполнителю не передаются.',
        'Тарифы с оплатой за период продлеваются автоматически: в дату окончания оплаченного периода с карты списывается стоимость следующего периода того же тарифа.',
        'Если очередное списание не прошло, Пользователь видит уведомление со ссылкой на страницу платежного партнера и может оплатить подписку новой картой.',
        'Тариф «PRO навсегда» оплачивается один раз и действует, пока работает Сервис.',
      ],
    },
    {
      title: 'Отмена подписки и возврат',
      items: [
        'Пользователь может отменить автоматическое продление в любой момент в разделе «Настройки → Подписка». После отмены доступ сохраняется до конца оплаченного периода, списаний больше не будет.',
        'Возврат денежных средств за неиспользованный период производится по письменному заявлению Пользователя на электронную почту Исполнителя в течение 10 рабочих дней с даты его получения.',
      ],
    },
    {
      title: 'Инвесткоины и призы',
      items: [
        'Инвесткоины — внутренние бонусные баллы Сервиса. Они начисляются за участие в конкурсе прогнозов и ежемесячно пользователям PRO, не являются денежными средствами и не подлежат обмену на деньги.',
        'Инвесткоины можно обменять на призы из раздела «Призы». Доставка призов по России бесплатна. Исполнитель вправе менять состав призов и их стоимость в инвесткоинах.',
      ],
    },
    {
      title: 'Ограничение ответственности',
      items: [
        'Материалы Сервиса носят исключительно информационный характер и не являются индивидуальной инвестиционной рекомендацией. Решения о сделках с ценными бумагами Пользователь принимает самостоятельно и несет связанные с ними риски.',
        'Идеи публикуются по данным брокеров и аналитиков; Исполнитель не гарантирует достижение целевых цен и доходности. Доходность в прошлом не гарантирует доходности в будущем.',
        'Сведения о сделках инсайдеров и байбэках приводятся по публичным раскрытиям эмитентов и регуляторов и могут публиковаться с задержкой.',
      ],
    },
    {
      title: 'Персональные данные',
      items: [
        'Исполнитель обрабатывает персональные данные Пользователя (имя, адрес электронной почты, ответы анкеты инвестора) для оказания услуг по Оферте в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».',
        'Пользователь может отказаться от рассылок в разделе «Настройки рассылки» и запросить удаление аккаунта, написав на электронную почту Исполнителя.',
      ],
    },
    {
      title: 'Заключительные положения',
      items: [
        'Споры разрешаются путем переговоров, а при недостижении согласия — в суде по месту нахождения Исполнителя с соблюдением претензионного порядка (срок ответа на претензию — 30 дней).',
        'К отношениям сторон применяется право Российской Федерации.',
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
        <p className={prose.eyebrow}>Документы</p>
        <h1 id={`${idPrefix}-title`} className={prose.title}>
          Публичная оферта
        </h1>
        <p className={prose.lead}>
          Договор на оказание информационных услуг сервиса «{MESSAGES.productName}». Редакция действует с{' '}
          <time dateTime={effectiveDate}>{dateText}</time>.
        </p>
      </header>
      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <>
          <nav aria-label="Содержание оферты">
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
          Реквизиты исполнителя
        </h2>
        <dl className={styles.requisites}>
          <dt className={styles.term}>Исполнитель</dt>
          <dd className={styles.value}>{requisites.companyName}</dd>
          <dt className={styles.term}>ИНН</dt>
          <dd className={styles.value}>{requisites.inn}</dd>
          <dt className={styles.term}>ОГРН</dt>
          <dd className={styles.value}>{requisites.ogrn}</dd>
          <dt className={styles.term}>Адрес</dt>
          <dd className={styles.value}>{requisites.address}</dd>
          <dt className={styles.term}>Электронная почта</dt>
          <dd className={styles.value}>
            <Link href={`mailto:${requisites.email}`}>{requisites.email}</Link>
          </dd>
        </dl>
      </section>
    </article>
  );
}
