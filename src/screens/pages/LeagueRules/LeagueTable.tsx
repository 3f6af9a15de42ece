import { Table, type TableColumn } from '../../../components';
import { formatNumber, formatShare, formatSignedCoins } from '../../../domain';
import * as prose from '../prose.css';
import type { LeagueLeader } from './LeagueRules';
import * as styles from './LeagueRules.css';

const columns: TableColumn<LeagueLeader>[] = [
  { key: 'place', header: 'Место', align: 'center', cell: (row) => row.place },
  { key: 'name', header: 'Участник', rowHeader: true, cell: (row) => row.name },
  {
    key: 'profit',
    header: 'Прибыль, монет',
    align: 'end',
    cell: (row) => <span className={row.profit >= 0 ? styles.positive : styles.negative}>{formatSignedCoins(row.profit)}</span>,
  },
  { key: 'bets', header: 'Ставок', align: 'end', cell: (row) => formatNumber(row.bets) },
  { key: 'win', header: 'Угадано', align: 'end', cell: (row) => formatShare(row.winRate) },
];

/** The league table and, for a member with a place, «Ваше место». */
export function LeagueTable({ id, leaders, place, participants }: { id: string; leaders: readonly LeagueLeader[]; place: number | null; participants?: number }) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        Таблица лиги
      </h2>
      {place !== null ? (
        <p className={prose.paragraph}>
          Ваше место: <strong>{formatNumber(place)}</strong>
          {participants ? ` из ${formatNumber(participants)}` : null}
        </p>
      ) : null}
      <Table
        caption="Лидеры лиги по прибыли в инвесткоинах"
        hideCaption
        columns={columns}
        rows={leaders}
        getRowKey={(row) => row.place}
        emptyText="Пока ни одна ставка не закрыта — таблица появится после первых результатов."
      />
    </section>
  );
}
