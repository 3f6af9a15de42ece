import { useId, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, InfoIcon, Link, Table, Tabs, srOnly, type TableColumn } from '../../../components';
import {
  can,
  checkPermission,
  FORECASTER_PRIOR_WEIGHT,
  formatCount,
  formatNumber,
  formatShare,
  formatSignedPercent,
  IDEA_FORMS,
  PERMISSION,
  type PermissionOutcome,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import type { Forecaster } from '../model';
import * as styles from './BestForecasters.css';
import * as ideasMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

/** Rows whose success rate stays visible without ii.best_forecasters (the limited statistics). */
export const OPEN_FORECASTER_ROWS = 3;

export type BestForecastersProps = {
  user: User;
  /** The rating, best first. */
  forecasters: readonly Forecaster[];
  /** A new page of the rating is loading. */
  busy?: boolean;
  /** Periods the rating is counted over (e.g. year, all time); shown as tabs when given. */
  periods?: readonly { value: string; label: string }[];
  period?: string;
  onPeriodChange?: (period: string) => void;
  /** The full statistics were asked for without ii.best_forecasters: the outcome of the spec's permission check. */
  onPermissionRequired: (outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>, permission: string) => void;
  onNavigate?: NavigateHandler;
  /** The server's word on the limited view (the API's meta.limited); defaults to the account lacking ii.best_forecasters. */
  limited?: boolean;
  /** Rows whose success rate the limited view shows. */
  openRows?: number;
  /** Rows of the rating the limited view leaves out, for «ещё N — в PRO». */
  hiddenCount?: number;
  /** Who is rated: analysts (default) or brokers. */
  kind?: 'analyst' | 'broker';
  /** Controls shown under the heading (e.g. the app's analysts / brokers switch). */
  toolbar?: ReactNode;
};

function Locked() {
  return (
    <>
      <Badge tone="warning" size="sm" aria-hidden>
        PRO
      </Badge>
      <span className={srOnly}>{ideasMessages.availableInPro}</span>
    </>
  );
}

/** The best forecasters rating (/rating): success rate, average return and number of ideas per analyst. */
export function BestForecasters({
  user,
  forecasters,
  busy = false,
  periods,
  period,
  onPeriodChange,
  onPermissionRequired,
  onNavigate,
  limited,
  openRows = OPEN_FORECASTER_ROWS,
  hiddenCount = 0,
  kind = 'analyst',
  toolbar,
}: BestForecastersProps) {
  const id = useId();
  const full = limited === undefined ? can(user, PERMISSION.bestForecasters) : !limited;
  const requestFull = () => {
    const outcome = checkPermission(user, PERMISSION.bestForecasters);
    if (outcome.kind !== 'proceed') onPermissionRequired(outcome, PERMISSION.bestForecasters);
  };
  const visible = (row: Forecaster) => full || row.place <= openRows;
  // The score sets the places: shown, and explained, whenever the rows carry it.
  const scored = forecasters.some((row) => row.score !== undefined);
  // The score's formula: a toggletip under the explanation (no tooltip library on a public page).
  const [formulaShown, setFormulaShown] = useState(false);

  const columns: TableColumn<Forecaster>[] = [
    {
      key: 'place',
      header: sharedMessages.place,
      align: 'center',
      cell: (row) => <span className={styles.place}>{row.place}</span>,
    },
    {
      key: 'name',
      header: kind === 'broker' ? ideasMessages.brokerHeader : ideasMessages.analystHeader,
      rowHeader: true,
      cell: (row) => (
        <span className={styles.analyst}>
          {row.href ? (
            <Link href={row.href} variant="standalone" onClick={inAppClick(onNavigate, row.href)}>
              {row.name}
            </Link>
          ) : (
            <span>{row.name}</span>
          )}
          <span className={styles.broker}>{row.broker}</span>
        </span>
      ),
    },
    {
      key: 'score',
      header: <span className={styles.scoreHeader}>{ideasMessages.scoreHeader}</span>,
      align: 'end',
      cell: (row) =>
        row.score === undefined ? null : visible(row) ? <strong>{formatNumber(row.score)}</strong> : <Locked />,
    },
    {
      key: 'success',
      header: ideasMessages.successfulIdeasHeader,
      align: 'end',
      cell: (row) => (visible(row) ? formatShare(row.successRate) : <Locked />),
    },
    {
      key: 'return',
      header: ideasMessages.averageYieldHeader,
      align: 'end',
      cell: (row) =>
        full ? (
          <span className={row.averageReturn >= 0 ? styles.positive : styles.negative}>
            {formatSignedPercent(row.averageReturn)}
          </span>
        ) : (
          <Locked />
        ),
    },
    {
      key: 'ideas',
      header: ideasMessages.ideasHeader,
      align: 'end',
      cell: (row) => (
        <span>
          {formatNumber(row.ideasCount)}
          {full && row.openIdeasCount !== undefined ? (
            <span className={styles.broker}>
              {' '}
              {row.openIdeasCount}
              {ideasMessages.openIdeasSuffix}
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  const table = (
    <Table
      caption={kind === 'broker' ? ideasMessages.ratingCaptionBrokers : ideasMessages.ratingCaption}
      hideCaption
      columns={scored ? columns : columns.filter((column) => column.key !== 'score')}
      rows={forecasters}
      getRowKey={(row) => row.id}
      emptyText={kind === 'broker' ? ideasMessages.ratingEmptyBrokers : ideasMessages.ratingEmpty}
      busy={busy}
    />
  );

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {kind === 'broker' ? ideasMessages.ratingTitleBrokers : ideasMessages.ratingTitle}
        </h1>
        <p className={styles.lead}>{ideasMessages.ratingLead}</p>
        {scored ? (
          <div className={styles.scoreNote}>
            <p className={styles.note}>
              {ideasMessages.scoreExplained}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={formulaShown}
                aria-controls={`${id}-formula`}
                onClick={() => setFormulaShown((shown) => !shown)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setFormulaShown(false);
                }}
              >
                <InfoIcon />
                {ideasMessages.howScoreWorks}
              </Button>
            </p>
            <p id={`${id}-formula`} className={styles.formula} role="note" hidden={!formulaShown}>
              {ideasMessages.scoreTooltip(formatNumber(FORECASTER_PRIOR_WEIGHT))}
            </p>
          </div>
        ) : null}
      </header>
      {toolbar}
      {full ? null : (
        <Alert
          tone="info"
          title={ideasMessages.fullStatsTitle}
          actions={
            <Button size="sm" onClick={requestFull}>
              {ideasMessages.openFullStats}
            </Button>
          }
        >
          {ideasMessages.freeStatsPrefix}
          {formatCount(openRows, ideasMessages.analystForms)}
          {ideasMessages.freeStatsSuffix}
          {hiddenCount > 0 ? ideasMessages.hiddenInPro(formatNumber(hiddenCount)) : null}
        </Alert>
      )}
      {periods?.length ? (
        <Tabs
          aria-label={ideasMessages.ratingPeriod}
          value={period ?? periods[0]?.value}
          onValueChange={onPeriodChange}
          items={periods.map((item) => ({ value: item.value, label: item.label, content: table }))}
        />
      ) : (
        table
      )}
      <p className={styles.note}>
        {formatCount(
          forecasters.reduce((sum, row) => sum + row.ideasCount, 0),
          IDEA_FORMS,
        )}{' '}
        {ideasMessages.ratingUpdatedDaily}
      </p>
    </section>
  );
}
