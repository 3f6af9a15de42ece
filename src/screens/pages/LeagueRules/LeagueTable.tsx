import { Table, type TableColumn } from '../../../components';
import { formatNumber, formatShare, formatSignedCoins } from '../../../domain';
import * as prose from '../prose.css';
import type { LeagueLeader } from './LeagueRules';
import * as styles from './LeagueRules.css';
import { pagesMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

const columns: TableColumn<LeagueLeader>[] = [
  { key: 'place', header: sharedMessages.place, align: 'center', cell: (row) => row.place },
  { key: 'name', header: pagesMessages.participant, rowHeader: true, cell: (row) => row.name },
  {
    key: 'profit',
    header: pagesMessages.profitCoins,
    align: 'end',
    cell: (row) => <span className={row.profit >= 0 ? styles.positive : styles.negative}>{formatSignedCoins(row.profit)}</span>,
  },
  { key: 'bets', header: pagesMessages.betsCount, align: 'end', cell: (row) => formatNumber(row.bets) },
  { key: 'win', header: pagesMessages.guessed, align: 'end', cell: (row) => formatShare(row.winRate) },
];

/** The league table and, for a member with a place, «Ваше место». */
export function LeagueTable({ id, leaders, place, participants }: { id: string; leaders: readonly LeagueLeader[]; place: number | null; participants?: number }) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        {pagesMessages.leagueTable}
      </h2>
      {place !== null ? (
        <p className={prose.paragraph}>
          {pagesMessages.yourPlacePrefix}<strong>{formatNumber(place)}</strong>
          {participants ? pagesMessages.ofTotal(formatNumber(participants)) : null}
        </p>
      ) : null}
      <Table
        caption={pagesMessages.leagueTableCaption}
        hideCaption
        columns={columns}
        rows={leaders}
        getRowKey={(row) => row.place}
        emptyText={pagesMessages.leagueTableEmpty}
      />
    </section>
  );
}
