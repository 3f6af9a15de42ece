import { clsx } from 'clsx';
import { useId, type Key, type ReactNode } from 'react';
import { useOverflow } from '../internal/useOverflow';
import { visuallyHidden as srOnly } from '../internal/a11y.css';
import * as styles from './Table.css';

export const tableAligns = ['start', 'center', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export type TableColumn<Row> = {
  /** Stable id of the column. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers and money align to the end. */
  align?: TableAlign;
  /** The cell names its row for screen readers (rendered as <th scope="row">). */
  rowHeader?: boolean;
};

export type TableProps<Row> = {
  /** What the table is; names the table and its scroll region. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a visible heading says the same). */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** Shown in place of rows when there are none, e.g. 'У Вас еще нет покупок'. */
  emptyText: ReactNode;
  /** A page is loading: rows stay, dimmed, and the table is marked aria-busy. */
  busy?: boolean;
  className?: string;
};

/** Data table with caption, header row and empty text; scrolls horizontally on narrow screens. */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyText,
  busy = false,
  className,
}: TableProps<Row>) {
  const captionId = `ir-table-${useId()}`;
  const [ref, overflowing] = useOverflow<HTMLDivElement>('x');
  return (
    <div
      ref={ref}
      className={clsx(styles.wrapper, className)}
      // Only an overflowing table becomes a focusable, named region so keyboard users can scroll it.
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      data-overflowing={overflowing || undefined}
    >
      <table
        className={clsx(styles.table, busy && styles.busy)}
        aria-busy={busy || undefined}
        data-state={rows.length ? 'filled' : 'empty'}
      >
        <caption id={captionId} className={hideCaption ? srOnly : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.cell({ align: column.align, head: true })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} className={styles.row}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={styles.cell({ align: column.align })}
                      style={{ fontWeight: 'inherit' }}
                    >
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={styles.cell({ align: column.align })}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          ) : (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
