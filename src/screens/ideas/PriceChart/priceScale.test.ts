import { describe, expect, it } from 'vitest';
import { MIN_SPAN_SHARE, priceScale } from './priceScale';

describe('the price axis of a chart', () => {
  it('draws a small move small: a 1.8 % fall takes a fifth of the height, not all of it', () => {
    const { low, high } = priceScale([300, 294.6]);
    expect(high - low).toBeGreaterThanOrEqual(300 * MIN_SPAN_SHARE);
    expect((300 - 294.6) / (high - low)).toBeLessThan(0.2);
  });

  it('keeps a wide move within the axis with a margin', () => {
    const { low, high } = priceScale([118.2, 139.5, 140]);
    expect(low).toBeLessThan(118.2);
    expect(high).toBeGreaterThan(140);
    expect((140 - 118.2) / (high - low)).toBeGreaterThan(0.8);
  });

  it.each([
    [
      [118.2, 140],
      [115, 120, 125, 130, 135, 140],
    ],
    [
      [0.0412, 0.0455],
      [0.04, 0.042, 0.044, 0.046],
    ],
    [
      [3100, 3400],
      [3000, 3100, 3200, 3300, 3400, 3500],
    ],
  ])('ticks of %j are round numbers inside the axis', (prices, expected) => {
    const { low, high, ticks } = priceScale(prices);
    expect(ticks.every((tick) => tick >= low && tick <= high)).toBe(true);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(10);
    for (const tick of expected.filter((value) => value >= low && value <= high)) expect(ticks).toContain(tick);
  });

  it('one price: an axis around it; a price near zero never gives a negative bound', () => {
    const single = priceScale([250]);
    expect(single.low).toBeLessThan(250);
    expect(single.high).toBeGreaterThan(250);
    expect(priceScale([0.5, 0.01]).low).toBeGreaterThanOrEqual(0);
  });

  it('no prices: a unit axis', () => {
    expect(priceScale([])).toEqual({ low: 0, high: 1, ticks: [0, 1] });
  });
});
