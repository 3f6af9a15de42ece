import { describe, expect, it } from 'vitest';
import { accounts } from './fixtures';
import { parseIdeasFilter, serializeFilterState, IDEAS_FILTER_DEFAULTS } from './filters';

const readIdeasQuery = (raw: Record<string, string>) => ({ errors: validateIdeasFilter(parseIdeasFilter(raw), raw) });
import {
  IDEA_ASSET_TITLES,
  IDEA_CLOSE_EVENTS,
  IDEA_GROWTH_FACTOR_TITLES,
  IDEA_RISK_TITLES,
  IDEA_STATUS_TITLES,
} from './ideas-titles';
import {
  CLOSED_IDEA_STATUSES,
  ideaAssetTypes,
  ideaGrowthFactors,
  ideaRiskLevels,
  ideaStatuses,
  enforceIdeaFilterPermissions,
  forecasterScore,
  guestVotesSyncPayloadSchema,
  ideaVotePayloadSchema,
  savedFilterPayloadSchema,
  validateIdeasFilter,
} from './ideas';
import { MESSAGES } from './messages';
import { clearGuestVotes, guestVotesToSync, toggleGuestVote } from './flows/deferred';
import { memoryStorage } from './testing';

describe('enforceIdeaFilterPermissions — locked ii.filters.* are dropped and reported', () => {
  const query =
    'broker_id=3,4&currency=USD&potential_yield=10,30&horizon=90&growth_factors=dividends&asset=bonds&iis=1&status=closed';

  it.each([
    [
      'guest',
      accounts.guest,
      ['potential_yield', 'broker_id', 'horizon', 'growth_factors', 'currency', 'asset', 'iis'],
    ],
    ['free', accounts.free, ['potential_yield', 'broker_id', 'horizon', 'growth_factors', 'currency']],
    ['pro', accounts.pro, []],
  ])('%s', (_name, user, ignored) => {
    const { filters, ignored: dropped } = enforceIdeaFilterPermissions(user, parseIdeasFilter(query));
    expect(dropped).toEqual(ignored);
    for (const field of ignored) expect(filters[field]).toEqual(IDEAS_FILTER_DEFAULTS[field]);
    // Filters without a permission key stay for everyone.
    expect(filters.status).toBe('closed');
  });

  it('filters left at their defaults are not reported', () => {
    expect(enforceIdeaFilterPermissions(accounts.guest, parseIdeasFilter('')).ignored).toEqual([]);
  });

  it('the effective state round-trips through the query string', () => {
    const { filters } = enforceIdeaFilterPermissions(accounts.free, parseIdeasFilter(query));
    expect(parseIdeasFilter(serializeFilterState(filters))).toEqual(filters);
  });
});

describe('validateIdeasFilter', () => {
  it('accepts the defaults and a full valid state', () => {
    expect(validateIdeasFilter(parseIdeasFilter(''))).toEqual({});
    const raw = {
      potential_yield: '10,30',
      broker_id: '1,2',
      horizon: '30,365',
      currency: 'RUB,USD',
      growth_factors: 'dividends,buyback',
      asset: 'shares_ru',
      status: 'target_reached',
      period: '3m',
      date_from: '2025-01-31',
      date_to: '2025-12-31',
      sort_by: 'potential_yield',
      sort_order: 'asc',
      min_rating: '55.5',
      iis: '1',
      page: '3',
    };
    expect(readIdeasQuery(raw).errors).toEqual({});
  });

  it.each([
    ['status', 'opened'],
    ['asset', 'crypto'],
    ['currency', 'EUR'],
    ['growth_factors', 'luck'],
    ['horizon', '45'],
    ['broker_id', 'abc'],
    ['broker_id', '0'],
    ['potential_yield', '1,2,3'],
    ['period', '2y'],
    ['date_from', '2025-02-30'],
    ['date_from', '2025-13-01'],
    ['date_to', 'yesterday'],
    ['sort_by', 'name; DROP TABLE ideas'],
    ['sort_order', 'up'],
    ['min_rating', '-1'],
    ['iis', '2'],
  ])('%s=%s is refused with a Russian message', (field, value) => {
    const { errors } = readIdeasQuery({ [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([MESSAGES.ideasFilterInvalid]);
  });

  it.each(['0', '-1', '1.5'])('page=%s is refused', (page) => {
    expect(readIdeasQuery({ page }).errors.page).toEqual([MESSAGES.ideasFilterInvalid]);
  });
});

describe('payload schemas', () => {
  it('votes: believe, notbelieve, none', () => {
    for (const vote of ['believe', 'notbelieve', 'none'])
      expect(ideaVotePayloadSchema.safeParse({ vote }).success).toBe(true);
    const wrong = ideaVotePayloadSchema.safeParse({ vote: 'like' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(MESSAGES.ideaVoteInvalid);
  });

  it('guest votes: positive whole ids, at most 500 per list, lists optional', () => {
    expect(guestVotesSyncPayloadSchema.parse({ likes: [1, 2] })).toEqual({ likes: [1, 2], dislikes: [] });
    expect(guestVotesSyncPayloadSchema.safeParse({ likes: [0] }).success).toBe(false);
    expect(guestVotesSyncPayloadSchema.safeParse({ likes: ['1'] }).success).toBe(false);
    expect(
      guestVotesSyncPayloadSchema.safeParse({ dislikes: Array.from({ length: 501 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });

  it('saved filters: a trimmed name is required', () => {
    expect(savedFilterPayloadSchema.parse({ name: '  Дивиденды ', filters: 'status=all' })).toEqual({
      name: 'Дивиденды',
      filters: 'status=all',
    });
    const blank = savedFilterPayloadSchema.safeParse({ name: '   ', filters: '' });
    expect(blank.error?.issues[0]?.message).toBe(MESSAGES.savedFilterNameRequired);
  });
});

describe('forecasterScore — small samples shrink toward the mean', () => {
  it('three lucky ideas do not outrank three hundred good ones', () => {
    const prior = 0.55;
    const lucky = forecasterScore(3, 3, prior);
    const steady = forecasterScore(210, 300, prior);
    expect(lucky).toBeLessThan(steady);
    expect(lucky).toBeGreaterThan(prior * 100);
  });

  it('no closed ideas: the mean; many ideas: close to the own rate', () => {
    expect(forecasterScore(0, 0, 0.5)).toBe(50);
    expect(forecasterScore(9_000, 10_000, 0.5)).toBeCloseTo(89.92, 2);
    expect(forecasterScore(1, 2, 0.5, 2)).toBe(50);
  });
});

describe('guest votes sync — sent once after login, then cleared', () => {
  it('nothing stored: nothing to send', () => {
    expect(guestVotesToSync(memoryStorage())).toBeNull();
  });

  it('sends the stored votes and clears them', () => {
    const storage = memoryStorage();
    toggleGuestVote(storage, 7, 'like');
    toggleGuestVote(storage, 9, 'dislike');
    expect(guestVotesToSync(storage)).toEqual({ likes: [7], dislikes: [9] });
    clearGuestVotes(storage);
    expect(guestVotesToSync(storage)).toBeNull();
  });
});

describe('titles of the vocabularies (ideas-titles.ts)', () => {
  it('every value has a Russian title', () => {
    const cyrillic = /^[А-ЯЁ][А-ЯЁа-яё ]+$/;
    for (const [list, titles] of [
      [ideaAssetTypes, IDEA_ASSET_TITLES],
      [ideaStatuses, IDEA_STATUS_TITLES],
      [ideaRiskLevels, IDEA_RISK_TITLES],
      [ideaGrowthFactors, IDEA_GROWTH_FACTOR_TITLES],
    ] as const) {
      expect(Object.keys(titles).sort()).toEqual([...list].sort());
      for (const title of Object.values(titles)) expect(title).toMatch(cyrillic);
    }
    for (const status of CLOSED_IDEA_STATUSES) {
      expect(IDEA_CLOSE_EVENTS[status as Exclude<typeof status, 'open'>].profit).toMatch(cyrillic);
    }
    expect(IDEA_CLOSE_EVENTS.expired.loss).toBe('Срок идеи истек с убытком');
  });
});
