import { useId } from 'react';
import { formatPrice, srOnly } from '@investradar/ui';
import { formatDate } from '@investradar/ui/domain';

export type PricePoint = { date: string; price: number; label: string };

type PriceChartProps = {
  points: readonly PricePoint[];
  target: number | null;
  currency: 'RUB' | 'USD';
  /** The horizon date: the chart's right edge when it lies ahead. */
  horizon: string;
};

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 12, left: 8 };

/**
 * The idea's price since opening with its target, as an SVG drawn by hand: no charting library
 * (lightweight-charts is 60 kB gzip, uPlot 22 kB, for a few points; apps/web/README.md). The figure
 * is described for screen readers by its caption and a table of the same points.
 */
export function PriceChart({ points, target, currency, horizon }: PriceChartProps) {
  const id = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const t0 = Date.parse(first.date);
  const t1 = Math.max(Date.parse(last.date), Date.parse(horizon), t0 + 1);
  const prices = points.map((point) => point.price).concat(target === null ? [] : [target]);
  const spread = Math.max(...prices) - Math.min(...prices) || Math.max(...prices) * 0.1 || 1;
  const low = Math.min(...prices) - spread * 0.15;
  const high = Math.max(...prices) + spread * 0.15;
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - low) / (high - low)) * (H - PAD.top - PAD.bottom);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.date).toFixed(1)},${y(point.price).toFixed(1)}`).join(' ');
  const up = target === null ? last.price >= first.price : (target >= first.price) === (last.price >= first.price);

  return (
    <figure className="app-chart" aria-labelledby={`${id}-caption`}>
      <div className="app-chart__legend" aria-hidden="true">
        <span data-key="price">Цена</span>
        {target === null ? null : <span data-key="target">Цель {formatPrice(target, currency)}</span>}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="app-chart__svg" role="img" aria-labelledby={`${id}-caption`} focusable="false">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(first.price)} y2={y(first.price)} className="app-chart__base" />
        {target === null ? null : (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(target)} y2={y(target)} className="app-chart__target" />
        )}
        <line x1={x(horizon)} x2={x(horizon)} y1={PAD.top} y2={H - PAD.bottom} className="app-chart__horizon" />
        <path d={path} className="app-chart__line" data-trend={up ? 'up' : 'down'} />
        {points.map((point) => (
          <circle key={`${point.date}-${point.label}`} cx={x(point.date)} cy={y(point.price)} r={4} className="app-chart__dot" />
        ))}
      </svg>
      {/* Labels in HTML, not in the SVG: they keep their size when the chart scales down to a phone. */}
      <div className="app-chart__axis" aria-hidden="true">
        <span>{formatDate(first.date)}</span>
        <span>Горизонт {formatDate(horizon)}</span>
      </div>
      <figcaption id={`${id}-caption`} className="app-chart__caption">
        Цена с открытия идеи: {formatPrice(first.price, currency)} → {formatPrice(last.price, currency)}
        {target === null ? '' : `, цель ${formatPrice(target, currency)}`}
      </figcaption>
      <table className={srOnly}>
        <caption>Цены идеи по датам</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Событие</th>
            <th scope="col">Цена</th>
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
