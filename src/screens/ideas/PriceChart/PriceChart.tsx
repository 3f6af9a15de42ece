import { useId } from 'react';
import { srOnly } from '../../../components';
import { formatDate, formatPrice } from '../../../domain';
import * as sharedMessages from '../../shared/messages';
import * as styles from './PriceChart.css';
import * as chartMessages from './messages';
import { priceScale } from './priceScale';

/** A marked event of the chart (opening, a status change, the last price): a dot, and a row of its table. */
export type PricePoint = { date: string; price: number; label: string };

/** One daily close (GET /api/stocks/{ticker}/prices): `date` is the day, YYYY-MM-DD. */
export type PriceClose = { date: string; close: number };

export type PriceChartProps = {
  /** Marked events (opening, status changes, last price): dots, and the rows of the screen readers' table. */
  points: readonly PricePoint[];
  /** Daily closes: the line; without them the line joins the points. */
  path?: readonly PriceClose[] | null;
  /** The dashed line's price (the idea's target, the consensus); null: no dashed line. */
  target: number | null;
  /** What the dashed line is («Цель», «Консенсус»). */
  targetLabel?: string;
  /** The caption's start («Цена с открытия идеи», «Цена за год»). */
  caption?: string;
  /** The right edge's label before its date («Горизонт», «на»). */
  endLabel?: string;
  currency: 'RUB' | 'USD';
  /** The horizon date: the chart's right edge when it lies ahead. */
  horizon: string;
};

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 12, left: 8 };
/** Marked points closer than this (in the drawing's units) are one dot: a new idea's opening and last price. */
const DOT_MERGE = 8;

/**
 * A price path with its target (dashed) and the horizon, as an SVG drawn by hand: no charting library
 * (lightweight-charts is 60 kB gzip, uPlot 22 kB; a polyline of a few hundred daily closes needs
 * neither). The figure is described for screen readers by its caption and a table of the marked points;
 * the line carries `data-trend` (up or down from the first price).
 */
export function PriceChart({
  points,
  path,
  target,
  targetLabel = sharedMessages.target,
  caption = chartMessages.chartSinceOpening,
  endLabel = sharedMessages.horizon,
  currency,
  horizon,
}: PriceChartProps) {
  const id = useId();
  // Daily closes at noon of their day, so an event of the same day sits on the line.
  const line: PricePoint[] = path?.length
    ? path.map((p) => ({ date: `${p.date}T12:00:00Z`, price: p.close, label: '' }))
    : [...points];
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return null;
  const t0 = Math.min(Date.parse(first.date), ...points.map((point) => Date.parse(point.date)));
  const t1 = Math.max(
    Date.parse(last.date),
    Date.parse(horizon),
    ...points.map((point) => Date.parse(point.date)),
    t0 + 1,
  );
  const prices = line
    .map((point) => point.price)
    .concat(
      points.map((point) => point.price),
      target === null ? [] : [target],
    );
  const { low, high, ticks } = priceScale(prices, 3);
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - low) / (high - low)) * (H - PAD.top - PAD.bottom);
  const dots: { key: string; cx: number; cy: number }[] = [];
  for (const point of points) {
    const cx = x(point.date);
    const cy = y(point.price);
    if (!dots.some((dot) => Math.hypot(dot.cx - cx, dot.cy - cy) < DOT_MERGE)) {
      dots.push({ key: `${point.date}-${point.label}`, cx, cy });
    }
  }
  const d = line
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.date).toFixed(1)},${y(point.price).toFixed(1)}`)
    .join(' ');
  const up = target === null ? last.price >= first.price : target >= first.price === last.price >= first.price;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendItem} data-key="price">
          {chartMessages.chartPrice}
        </span>
        {target === null ? null : (
          <span className={styles.legendItem} data-key="target">
            {targetLabel} {formatPrice(target, currency)}
          </span>
        )}
      </div>
      <div className={styles.plot}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className={styles.svg}
          role="img"
          aria-labelledby={`${id}-caption`}
          focusable="false"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={styles.grid}
              data-part="grid"
            />
          ))}
          <line x1={PAD.left} x2={W - PAD.right} y1={y(first.price)} y2={y(first.price)} className={styles.base} />
          {target === null ? null : (
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(target)}
              y2={y(target)}
              className={styles.target}
              data-part="target"
            />
          )}
          <line x1={x(horizon)} x2={x(horizon)} y1={PAD.top} y2={H - PAD.bottom} className={styles.horizon} />
          <path d={d} className={styles.line} data-part="line" data-trend={up ? 'up' : 'down'} />
          {dots.map((dot) => (
            <circle key={dot.key} cx={dot.cx} cy={dot.cy} r={4} className={styles.dot} data-part="point" />
          ))}
        </svg>
        {/* The price axis: round prices over their grid lines, in HTML so they keep their size on a phone. */}
        <div className={styles.priceAxis} aria-hidden="true" data-part="price-axis">
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ top: `${((y(tick) / H) * 100).toFixed(2)}%` }}>
              {formatPrice(tick, currency)}
            </span>
          ))}
        </div>
      </div>
      {/* Labels in HTML, not in the SVG: they keep their size when the chart scales down to a phone. */}
      <div className={styles.axis} aria-hidden="true">
        <span>{formatDate(first.date)}</span>
        <span>
          {endLabel} {formatDate(horizon)}
        </span>
      </div>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {caption}: {formatPrice(first.price, currency)} → {formatPrice(last.price, currency)}
        {target === null ? '' : `, ${targetLabel.toLowerCase()} ${formatPrice(target, currency)}`}
      </figcaption>
      <table className={srOnly}>
        <caption>{chartMessages.chartPointsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{sharedMessages.date}</th>
            <th scope="col">{chartMessages.chartEvent}</th>
            <th scope="col">{chartMessages.chartPrice}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={`${point.date}-${point.label}`}>
              <td>{formatDate(point.date)}</td>
              <td>{point.label}</td>
              <td>{formatPrice(point.price, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
