import { describe, expect, it } from 'vitest';
import { IDEAS_FILTER_DEFAULTS } from '../../../domain';
import { free, guest, pro } from '../../../domain/fixtures';
import { IDEAS_FILTER_GROUPS, ideaFilterLock, ideaFilterPermission, withField } from './groups';

describe('ideas filter groups', () => {
  it('covers every filter field of the domain defaults except sort and navigation', () => {
    const fields = IDEAS_FILTER_GROUPS.map((group) => group.field).sort();
    const expected = Object.keys(IDEAS_FILTER_DEFAULTS)
      .filter(
        (field) =>
          !['sort_by', 'sort_order', 'active_id', 'page', 'date_from', 'date_to', 'analyst_id'].includes(field),
      )
      .sort();
    expect(fields).toEqual(expected);
  });

  it('maps each field to ii.filters.idea.<field>', () => {
    expect(ideaFilterPermission('asset')).toBe('ii.filters.idea.asset');
    expect(ideaFilterPermission('broker_id')).toBe('ii.filters.idea.broker_id');
  });

  // docs/product/flows.md: asset and iis open registration; any other key opens the permission dialog of that type.
  it.each([
    [guest, 'asset', { kind: 'register' }],
    [guest, 'iis', { kind: 'register' }],
    [free, 'asset', null],
    [free, 'iis', null],
    [free, 'broker_id', { kind: 'permissionDialog', type: 'ii.filters.idea.broker_id' }],
    [free, 'potential_yield', { kind: 'permissionDialog', type: 'ii.filters.idea.potential_yield' }],
    [free, 'horizon', { kind: 'permissionDialog', type: 'ii.filters.idea.horizon' }],
    [free, 'growth_factors', { kind: 'permissionDialog', type: 'ii.filters.idea.growth_factors' }],
    [free, 'currency', { kind: 'permissionDialog', type: 'ii.filters.idea.currency' }],
    // A path missing from the tree counts as allowed (docs/product/validation.md).
    [{ ...free, all_permissions: {} }, 'currency', null],
    [pro, 'broker_id', null],
    [pro, 'asset', null],
  ] as const)('lock case %#', (user, field, expected) => {
    expect(ideaFilterLock(user, field)).toEqual(expected);
  });

  it('changing a filter goes back to the first page and keeps the rest', () => {
    const state = { ...IDEAS_FILTER_DEFAULTS, page: 4, asset: 'stock_ru' };
    expect(withField(state, 'broker_id', [2, 8])).toEqual({ ...state, broker_id: [2, 8], page: 1 });
  });
});
