import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countFilterDifferences,
  IDEAS_FILTER_DEFAULTS,
  parseFilterState,
  parseIdeasFilter,
  serializeFilterState,
  type IdeasFilterState,
} from './filters';

describe('parse from a query string with defaults (docs/product/entities.md)', () => {
  it('an empty query gives the defaults (fresh list copies)', () => {
    const state = parseIdeasFilter('');
    expect(state).toEqual(IDEAS_FILTER_DEFAULTS);
    expect(state.broker_id).not.toBe(IDEAS_FILTER_DEFAULTS.broker_id);
  });

  it('«potential_yield, broker_id, horizon (lists of numbers from comma-separated strings)»', () => {
    expect(parseIdeasFilter('?potential_yield=10,20&broker_id=3&horizon=1,,x,2')).toMatchObject({
      potential_yield: [10, 20],
      broker_id: [3],
      horizon: [1, 2],
    });
  });

  it('«currency, growth_factors (lists of strings from comma-separated strings)»', () => {
    expect(parseIdeasFilter('currency=rub,usd&growth_factors=dividends, buyback')).toMatchObject({
      currency: ['rub', 'usd'],
      growth_factors: ['dividends', 'buyback'],
    });
  });

  it('«asset, status, period, date_from, date_to, sort_by, sort_order, active_id, min_rating (kept as given)»', () => {
    const query =
      'asset=stocks&status=closed&period=30&date_from=2026-01-01&date_to=2026-02-01&sort_by=yield&sort_order=asc&active_id=15&min_rating=4.5';
    expect(parseIdeasFilter(query)).toMatchObject({
      asset: 'stocks',
      status: 'closed',
      period: '30',
      date_from: '2026-01-01',
      date_to: '2026-02-01',
      sort_by: 'yield',
      sort_order: 'asc',
      active_id: '15',
      min_rating: '4.5',
    });
  });

  it('«any other field in the defaults becomes a number»', () => {
    expect(parseIdeasFilter('page=3&iis=1')).toMatchObject({ page: 3, iis: 1 });
    // Unparseable or empty numbers fall back to the default.
    expect(parseIdeasFilter('page=abc&iis=')).toMatchObject({ page: 1, iis: 0 });
  });

  it('fields outside the defaults are ignored', () => {
    expect(parseIdeasFilter('utm_source=mail&page=2')).not.toHaveProperty('utm_source');
  });

  it('accepts URLSearchParams and a params object (arrays joined)', () => {
    expect(parseIdeasFilter(new URLSearchParams('broker_id=1,2')).broker_id).toEqual([1, 2]);
    expect(parseIdeasFilter({ broker_id: ['1', '2'], currency: 'usd', asset: undefined })).toMatchObject({
      broker_id: [1, 2],
      currency: ['usd'],
      asset: '',
    });
  });

  it('works with other defaults (generic codec)', () => {
    expect(parseFilterState('limit=20&q=7', { limit: 10, q: '' })).toEqual({ limit: 20, q: 7 });
    // A value that is not a number keeps the default.
    expect(parseFilterState('limit=x', { limit: 10 })).toEqual({ limit: 10 });
  });
});

describe('serialise back (docs/product/entities.md: «Empty values are skipped»)', () => {
  it('lists join with commas, empty values are skipped', () => {
    const state: IdeasFilterState = {
      ...IDEAS_FILTER_DEFAULTS,
      broker_id: [3, 7],
      currency: ['rub'],
      asset: '',
      status: 'closed',
      page: 2,
    };
    expect(serializeFilterState(state)).toBe(
      'broker_id=3,7&currency=rub&status=closed&sort_by=date&sort_order=desc&iis=0&page=2&analyst_id=0',
    );
  });
  it('special characters are encoded', () => {
    expect(serializeFilterState({ asset: 'a&b=c', growth_factors: ['x y'] })).toBe(
      'asset=a%26b%3Dc&growth_factors=x+y',
    );
  });
  it('NaN counts as empty', () => {
    expect(serializeFilterState({ page: Number.NaN, iis: 0 })).toBe('iis=0');
  });
});

describe('count differences from defaults for the filter counters', () => {
  it('defaults count 0', () => {
    expect(countFilterDifferences(IDEAS_FILTER_DEFAULTS, IDEAS_FILTER_DEFAULTS)).toBe(0);
  });
  it('each changed filter counts once; order and paging do not count', () => {
    const state = parseIdeasFilter('broker_id=1,2&currency=usd&iis=1&sort_by=yield&sort_order=asc&page=4&active_id=9');
    expect(countFilterDifferences(state, IDEAS_FILTER_DEFAULTS)).toBe(3);
  });
  it('lists compare as sets', () => {
    const defaults = { ...IDEAS_FILTER_DEFAULTS, broker_id: [1, 2] };
    expect(countFilterDifferences({ ...defaults, broker_id: [2, 1] }, defaults)).toBe(0);
    expect(countFilterDifferences({ ...defaults, broker_id: [2] }, defaults)).toBe(1);
  });
  it('can count one group of fields', () => {
    const state = parseIdeasFilter('broker_id=1&currency=usd&status=closed');
    expect(countFilterDifferences(state, IDEAS_FILTER_DEFAULTS, ['broker_id', 'currency'])).toBe(2);
  });
});

// Values that survive the text form: no commas inside list items, no empty strings (they are
// skipped and fall back to the default), numbers that print and parse back the same.
const token = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes(',') && s.trim() === s && s !== '');
const kept = fc.oneof(fc.constant(''), token);
const numbers = fc.array(fc.integer({ min: -1000, max: 100000 }), { maxLength: 5 });
const state: fc.Arbitrary<IdeasFilterState> = fc.record({
  potential_yield: numbers,
  broker_id: numbers,
  horizon: numbers,
  currency: fc.array(token, { maxLength: 4 }),
  growth_factors: fc.array(token, { maxLength: 4 }),
  asset: kept,
  status: token,
  period: kept,
  date_from: kept,
  date_to: kept,
  sort_by: token,
  sort_order: token,
  active_id: kept,
  min_rating: kept,
  iis: fc.integer({ min: 0, max: 1 }),
  page: fc.integer({ min: 1, max: 10_000 }),
  analyst_id: fc.integer({ min: 0, max: 100_000 }),
});

describe('round trip (fast-check)', () => {
  it('parse(serialise(state)) equals state', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseIdeasFilter(serializeFilterState(s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('serialise(parse(query)) is a fixed point after one pass', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (query) => {
        const once = serializeFilterState(parseIdeasFilter(query));
        expect(serializeFilterState(parseIdeasFilter(once))).toBe(once);
      }),
      { numRuns: 60 },
    );
    // Arbitrary query strings are slow to generate; the 2 shared cores need headroom.
  }, 30_000);

  it('a parsed state differs from defaults only where the query set a value', () => {
    fc.assert(
      fc.property(state, (s) => {
        const count = countFilterDifferences(s, IDEAS_FILTER_DEFAULTS);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(countFilterDifferences(parseIdeasFilter(serializeFilterState(s)), IDEAS_FILTER_DEFAULTS)).toBe(count);
      }),
      { numRuns: 200 },
    );
  });
});
