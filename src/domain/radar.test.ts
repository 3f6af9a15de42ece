import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { PRO_ONLY_PERMISSIONS } from './permissions';
import {
  RADAR_DEALS_DEFAULTS,
  RADAR_PERMISSION,
  dealCodeLabel,
  dealTypeOf,
  radarDealsQuerySchema,
  radarPermissionNeeded,
  radarTypeFilter,
} from './radar';

const parse = (query: Record<string, string>) => radarDealsQuerySchema.parse(query);

describe('insider radar: deal types', () => {
  it.each([
    ['P', 'buy'],
    ['S', 'sell'],
    ['A', 'other'],
    ['M', 'other'],
    ['F', 'other'],
    ['G', 'other'],
    ['X', 'other'],
    ['C', 'other'],
    ['D', 'other'],
    ['J', 'other'],
  ])('code %s is %s', (code, type) => {
    expect(dealTypeOf(code)).toBe(type);
  });

  it('grants, exercises, withholding and gifts have names of their own', () => {
    expect(dealCodeLabel('A')).toBe('Грант (награда)');
    expect(dealCodeLabel('M')).toBe('Исполнение опциона');
    expect(dealCodeLabel('F')).toBe('Удержание налога бумагами');
    expect(dealCodeLabel('G')).toBe('Дарение');
    expect(dealCodeLabel('?')).toBe('Прочее');
  });

  it('the type filter: buys and sells by default, types, codes, all', () => {
    expect(radarTypeFilter('')).toEqual({ types: ['buy', 'sell'], codes: [] });
    expect(radarTypeFilter('other')).toEqual({ types: ['other'], codes: [] });
    expect(radarTypeFilter('A,m')).toEqual({ types: [], codes: ['A', 'M'] });
    expect(radarTypeFilter('buy,G')).toEqual({ types: ['buy'], codes: ['G'] });
    expect(radarTypeFilter('all')).toBeNull();
  });
});

describe('insider radar: query', () => {
  it('an empty query is the default view', () => {
    expect(parse({})).toEqual({
      ticker: '',
      search_id: '',
      whose_id: 'investor',
      type: '',
      role: '',
      min_value: '',
      max_value: '',
      date_from: '',
      date_to: '',
      cluster: '',
      sort_by: 'date',
      sort_order: 'desc',
      page: 1,
    });
    expect(RADAR_DEALS_DEFAULTS.type).toBe('buy,sell');
  });

  it('values as the address carries them', () => {
    expect(
      parse({
        ticker: 'AAPL',
        search_id: '12',
        type: 'buy,A',
        role: 'director,officer',
        min_value: '1000.5',
        date_from: '2025-01-01',
        cluster: '1',
        sort_by: 'value',
        sort_order: 'asc',
        page: '3',
      }),
    ).toMatchObject({
      ticker: 'AAPL',
      search_id: 12,
      type: 'buy,A',
      role: 'director,officer',
      min_value: '1000.5',
      date_from: '2025-01-01',
      cluster: '1',
      sort_by: 'value',
      sort_order: 'asc',
      page: 3,
    });
  });

  it.each([
    ['type', 'purchase'],
    ['role', 'ceo'],
    ['min_value', '-5'],
    ['max_value', '1e9'],
    ['date_from', '01.02.2025'],
    ['date_to', '2025-13-45'],
    ['sort_by', 'name'],
    ['sort_order', 'up'],
    ['page', '0'],
    ['search_id', 'abc'],
    ['whose_id', 'everyone'],
    ['ticker', 'SBER\u0000'],
  ])('%s=%s is refused', (field, value) => {
    const result = radarDealsQuerySchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('a bad value says «Неверное значение поля»; a control character says so', () => {
    expect(radarDealsQuerySchema.safeParse({ role: 'ceo' }).error?.issues[0]?.message).toBe(MESSAGES.invalidFieldValue);
    expect(radarDealsQuerySchema.safeParse({ ticker: 'SB\u0000' }).error?.issues[0]?.message).toBe(
      MESSAGES.controlCharacters,
    );
  });
});

describe('insider radar: permissions (docs/product/permissions.md ir.filters.*, ir.sort)', () => {
  it('the keys are PRO features', () => {
    for (const key of Object.values(RADAR_PERMISSION)) expect(PRO_ONLY_PERMISSIONS).toContain(key);
  });

  it.each([
    [{}, null],
    [{ type: 'buy,sell' }, null],
    [{ type: 'sell,buy' }, null],
    [{ ticker: 'SBER' }, null],
    [{ search_id: '5', whose_id: 'investor' }, null],
    [{ type: 'other' }, 'ir.filters.deals'],
    [{ type: 'A' }, 'ir.filters.deals'],
    [{ role: 'director' }, 'ir.filters.deals'],
    [{ min_value: '1' }, 'ir.filters.deals'],
    [{ max_value: '1' }, 'ir.filters.deals'],
    [{ date_from: '2025-01-01' }, 'ir.filters.deals'],
    [{ date_to: '2025-01-01' }, 'ir.filters.deals'],
    [{ cluster: '1' }, 'ir.filters.deals'],
    [{ sort_by: 'value' }, 'ir.sort'],
    [{ sort_order: 'asc' }, 'ir.sort'],
    [{ page: '2' }, 'ir.full_radar'],
  ])('%o needs %s', (query, permission) => {
    expect(radarPermissionNeeded(parse(query as Record<string, string>))).toBe(permission);
  });

  it('buybacks: filters need ir.filters.buybacks', () => {
    expect(radarPermissionNeeded(parse({ min_value: '5' }), 'buybacks')).toBe('ir.filters.buybacks');
    expect(radarPermissionNeeded(parse({ type: 'other' }), 'buybacks')).toBeNull();
  });
});
