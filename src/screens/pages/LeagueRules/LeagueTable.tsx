import { Table, type TableColumn } from '../../../components';
import { formatNumber, formatShare, formatSignedCoins } from '../../../domain';
import * as prose from '../prose.css';
import type { LeagueLeader } from './LeagueRules';
import * as styles from './LeagueRules.css';
import * as sharedMessages from '../../shared/messages';
import * as leagueRulesMessages from './messages';

const columns: TableColumn<LeagueLeader>[] = [
  { key: 'place', header: sharedMessages.place, align: 'center', cell: (row) => row.place },
  { key: 'name', header: leagueRulesMessages.participant, rowHeader: true, cell: (row) => row.name },
  {
    key: 'profit',
    header: leagueRulesMessages.profitCoins,
    align: 'end',
    cell: (row) => (
      <span className={row.profit >= 0 ? styles.positive : styles.negative}>{formatSignedCoins(row.profit)}</span>
    ),
  },
  { key: 'bets', header: leagueRulesMessages.betsCount, align: 'end', cell: (row) => formatNumber(row.bets) },
  { key: 'win', header: leagueRulesMessages.guessed, align: 'end', cell: (row) => formatShare(row.winRate) },
];

/** The league table and, for a member with a place, «Ваше место». */
export function LeagueTable({
  id,
  leaders,
  place,
  participants,
}: {
  id: string;
  leaders: readonly LeagueLeader[];
  place: number | null;
  participants?: number;
}) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        {leagueRulesMessages.leagueTable}
      </h2>
      {place !== null ? (
        <p className={prose.paragraph}>
          {leagueRulesMessages.yourPlacePrefix}
          <strong>{formatNumber(place)}</strong>
          {participants ? leagueRulesMessages.ofTotal(formatNumber(participants)) : null}
        </p>
      ) : null}
      <Table
        caption={leagueRulesMessages.leagueTableCaption}
        hideCaption
        columns={columns}
        rows={leaders}
        getRowKey={(row) => row.place}
        emptyText={leagueRulesMessages.leagueTableEmpty}
      />
    </section>
  );
}
