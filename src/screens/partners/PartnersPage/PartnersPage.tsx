import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  Spinner,
  Table,
  TextField,
  type TableColumn,
} from '../../../components';
import {
  MESSAGES,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  partnerExclusionReasons,
  pluralize,
  validatePartnerLink,
  type PartnerDayStat,
  type PartnerExclusions,
  type PartnerStats,
  type PartnerTotal,
} from '../../../domain';
import * as screen from '../../shared/contest/screen.css';
import * as styles from './PartnersPage.css';
import * as partnersMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type PartnersPageProps = {
  /** The partner's campaign id (account partner.campaign_id), carried by the partner parameter. */
  campaignId: string;
  /** Address the builder starts with. */
  defaultUrl?: string;
  /**
   * The site's origin (`https://investradar.ru`): only its pages carry the partner parameter — the partner
   * cookie is set by our pages alone — and a path such as `/ideas` is read as one of them. Several: every address
   * the site answers on, the public one first (it completes a path). Without it any http(s) address with a domain
   * name is accepted.
   */
  siteOrigin?: string | readonly string[];
  /**
   * Copies the built link (the app owns the clipboard). «Ссылка скопирована» appears once it
   * returns, or once its promise resolves; a rejected promise shows nothing.
   */
  onCopy: (link: string) => void | Promise<unknown>;
  /** GET /api/account/partner/stat/month/{key}; null while the first month loads. */
  stats: PartnerStats | null;
  /** Another month is loading: the current rows stay, dimmed, and the month buttons wait. */
  loading?: boolean;
  /** Previous / next month by its key. */
  onMonthChange: (key: string) => void;
};

type StatRow = { kind: 'day'; day: PartnerDayStat } | { kind: 'total'; total: PartnerTotal };

const TEXT = {
  title: partnersMessages.title,
  lead: partnersMessages.lead,
  builder: partnersMessages.linkBuilder,
  urlLabel: partnersMessages.pageAddress,
  urlHint: partnersMessages.pageAddressHint,
  linkLabel: partnersMessages.yourPartnerLink,
  copy: partnersMessages.copyLink,
  stats: partnersMessages.statistics,
  statsCaption: (title: string) => partnersMessages.statisticsFor(title),
  prev: partnersMessages.previousMonth,
  next: partnersMessages.nextMonth,
  loading: partnersMessages.loadingStatistics,
  empty: partnersMessages.noDataForMonth,
  total: partnersMessages.total,
  date: sharedMessages.date,
  conversion: partnersMessages.conversion,
  visitors: partnersMessages.visitors,
  registration: partnersMessages.registrations,
  deals: MESSAGES.menuDeals,
  amount: sharedMessages.amount,
  reward: partnersMessages.reward,
} as const;

type Figures = Omit<PartnerDayStat, 'date'>;
const figure = (row: StatRow): Figures => (row.kind === 'day' ? row.day : row.total);
const emphasise = (row: StatRow, text: string) => (row.kind === 'total' ? <strong>{text}</strong> : text);

const figureColumns: ReadonlyArray<{ key: keyof Figures; header: string; format: (value: number) => string }> = [
  { key: 'conversion', header: TEXT.conversion, format: formatPercent },
  { key: 'visitors', header: TEXT.visitors, format: (value) => formatNumber(value) },
  { key: 'registration', header: TEXT.registration, format: (value) => formatNumber(value) },
  { key: 'deals', header: TEXT.deals, format: (value) => formatNumber(value) },
  { key: 'amount', header: TEXT.amount, format: (value) => formatMoney(value) },
  { key: 'reward', header: TEXT.reward, format: (value) => formatMoney(value) },
];

const columns: ReadonlyArray<TableColumn<StatRow>> = [
  {
    key: 'date',
    header: TEXT.date,
    rowHeader: true,
    cell: (row) =>
      row.kind === 'day' ? (
        <time dateTime={row.day.date}>{formatDate(row.day.date)}</time>
      ) : (
        <strong>{TEXT.total}</strong>
      ),
  },
  ...figureColumns.map((column): TableColumn<StatRow> => ({
    key: column.key,
    header: column.header,
    align: 'end',
    cell: (row) => emphasise(row, column.format(figure(row)[column.key])),
  })),
];

/** «Не засчитано 3 регистрации: с Ваших устройств — 2, на Ваш же почтовый ящик — 1.» */
function excludedLine(excluded: PartnerExclusions): string {
  const parts = partnerExclusionReasons
    .filter((reason) => excluded.by_reason[reason] > 0)
    .map((reason) => `${partnersMessages.exclusionReasons[reason]} — ${formatNumber(excluded.by_reason[reason])}`);
  const count = `${formatNumber(excluded.registrations)} ${pluralize(excluded.registrations, partnersMessages.registrationForms)}`;
  return `${partnersMessages.excludedPrefix} ${count}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

/**
 * The partner screen (/account/partners): a referral link builder — only a valid http(s) address of
 * the site (or a path of it) enables the copy button, the partner parameter is joined with ? or & as appropriate, and a copied
 * link is confirmed with «Ссылка скопирована» — and the monthly statistics: one row a day (date,
 * conversion, visitors, registrations, deals, amount, reward), the total row and previous / next month,
 * and under them what was not counted: registrations excluded as self-referral, by reason.
 */
export function PartnersPage({
  campaignId,
  defaultUrl = '',
  siteOrigin,
  onCopy,
  stats,
  loading = false,
  onMonthChange,
}: PartnersPageProps) {
  const headingId = useId();
  const [url, setUrl] = useState(defaultUrl);
  const [copiedLink, setCopiedLink] = useState<string | null>(null);

  const built = validatePartnerLink(url, campaignId, siteOrigin);
  const link = built.ok ? built.value : '';
  // An empty field is not an error yet; anything else that is not http(s) is.
  const urlError = !built.ok && url.trim() !== '' ? (built.errors.url ?? [MESSAGES.urlInvalid]) : undefined;
  const copied = copiedLink !== null && copiedLink === link;

  const copy = async () => {
    if (!built.ok) return;
    const value = built.value;
    try {
      await onCopy(value);
      setCopiedLink(value);
    } catch {
      setCopiedLink(null);
    }
  };

  const excluded = stats?.excluded && stats.excluded.registrations > 0 ? stats.excluded : null;
  const rows: StatRow[] = stats?.days_stat.length
    ? [...stats.days_stat.map((day): StatRow => ({ kind: 'day', day })), { kind: 'total', total: stats.total }]
    : [];

  return (
    <section className={screen.page} aria-labelledby={headingId}>
      <header className={screen.pageHeader}>
        <h1 id={headingId} className={screen.pageTitle}>
          {TEXT.title}
        </h1>
        <p className={screen.lead}>{TEXT.lead}</p>
      </header>

      <Card variant="outlined" padding="lg" asChild>
        <section aria-labelledby={`${headingId}-builder`} className={styles.builder}>
          <h2 id={`${headingId}-builder`} className={screen.sectionTitle}>
            {TEXT.builder}
          </h2>
          <TextField
            label={TEXT.urlLabel}
            description={TEXT.urlHint}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={url}
            error={urlError}
            onChange={(event) => {
              setUrl(event.target.value);
              setCopiedLink(null);
            }}
          />
          <div className={styles.result}>
            <TextField
              label={TEXT.linkLabel}
              value={link}
              readOnly
              wrapperClassName={styles.linkField}
              onFocus={(event) => event.target.select()}
            />
            <Button disabled={!built.ok} onClick={copy} className={styles.copy}>
              {TEXT.copy}
            </Button>
          </div>
          {copied ? (
            <Alert tone="success" onDismiss={() => setCopiedLink(null)}>
              {MESSAGES.linkCopied}
            </Alert>
          ) : null}
        </section>
      </Card>

      <section className={screen.section} aria-labelledby={`${headingId}-stats`}>
        <div className={screen.sectionHeader}>
          <h2 id={`${headingId}-stats`} className={screen.sectionTitle}>
            {TEXT.stats}
          </h2>
          {stats ? (
            <div className={styles.monthNav}>
              <IconButton
                label={TEXT.prev}
                variant="secondary"
                disabled={!stats.prev || loading}
                onClick={() => stats.prev && onMonthChange(stats.prev.key)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <p className={styles.month} aria-live="polite" data-testid="partner-month">
                {stats.title}
              </p>
              <IconButton
                label={TEXT.next}
                variant="secondary"
                disabled={!stats.next || loading}
                onClick={() => stats.next && onMonthChange(stats.next.key)}
              >
                <ChevronRightIcon />
              </IconButton>
            </div>
          ) : null}
        </div>
        {stats ? (
          <Table
            caption={TEXT.statsCaption(stats.title)}
            hideCaption
            columns={columns}
            rows={rows}
            getRowKey={(row) => (row.kind === 'day' ? row.day.date : 'total')}
            busy={loading}
            emptyText={TEXT.empty}
          />
        ) : null}
        {stats ? (
          <div className={styles.notes}>
            {excluded ? (
              <p className={styles.note} data-testid="partner-excluded">
                {excludedLine(excluded)}
              </p>
            ) : null}
            <p className={styles.note}>{partnersMessages.countingRules}</p>
          </div>
        ) : (
          <div className={screen.centered}>
            <Spinner size="lg" label={TEXT.loading} />
          </div>
        )}
      </section>
    </section>
  );
}
