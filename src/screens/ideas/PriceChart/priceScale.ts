/**
 * The price axis of a chart: its bounds and round ticks. A chart that stretched any move to its full height drew
 * a −1.8 % day as a cliff; the axis spans at least `minSpanShare` of the price level, so a small move looks small,
 * and its ticks are round numbers (1, 2, 2.5 or 5 times a power of ten) a reader can check the line against.
 */
export type PriceScale = { low: number; high: number; ticks: number[] };

/** The smallest span of the axis, as a share of the highest price: 10 % — a 1.8 % move fills a fifth of it. */
export const MIN_SPAN_SHARE = 0.1;
const STEPS = [1, 2, 2.5, 5, 10] as const;

/** The largest round step that cuts `span` into at least `count` parts (at most 2.5 times as many). */
function roundStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([...STEPS].reverse().find((step) => step * power <= raw * (1 + 1e-9)) ?? 1) * power;
}

export function priceScale(prices: readonly number[], tickCount = 4, minSpanShare = MIN_SPAN_SHARE): PriceScale {
  const finite = prices.filter((price) => Number.isFinite(price));
  if (finite.length === 0) return { low: 0, high: 1, ticks: [0, 1] };
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const level = Math.max(Math.abs(max), Math.abs(min)) || 1;
  const span = Math.max(max - min, level * minSpanShare);
  // Centre a short span on the prices, keep a margin of a tenth above and below, never below zero for prices ≥ 0.
  const middle = (max + min) / 2;
  let low = middle - (span / 2) * 1.2;
  let high = middle + (span / 2) * 1.2;
  if (min >= 0 && low < 0) {
    high -= low;
    low = 0;
  }
  const step = roundStep(high - low, tickCount);
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return { low, high, ticks };
}
