import { describe, expect, it } from 'vitest';
import { can, guestUser } from './account';
import { free, pro } from './fixtures';
import {
  PERMISSIONS_BY_TYPE,
  PRO_ONLY_PERMISSIONS,
  REGISTERED_ONLY_PERMISSIONS,
  ROLE_ONLY_PERMISSIONS,
  permissionTree,
} from './permissions';

const everyPath = [...REGISTERED_ONLY_PERMISSIONS, ...PRO_ONLY_PERMISSIONS];

describe('permissions by account type', () => {
  it.each(everyPath)('%s: a visitor can do no more than a free user, a free user no more than PRO', (path) => {
    const guestCan = can(guestUser, path);
    const freeCan = can(free, path);
    const proCan = can(pro, path);
    expect(!guestCan || freeCan).toBe(true);
    expect(!freeCan || proCan).toBe(true);
    expect(proCan).toBe(true);
    expect(guestCan).toBe(false);
  });

  it('gives registration features to free users and keeps PRO features from them', () => {
    for (const path of REGISTERED_ONLY_PERMISSIONS) expect(can(free, path)).toBe(true);
    for (const path of PRO_ONLY_PERMISSIONS) expect(can(free, path)).toBe(false);
  });

  it('lists every path once per type, and the two PRO types alike', () => {
    for (const rows of Object.values(PERMISSIONS_BY_TYPE)) {
      expect(new Set(rows.map((r) => r.permission)).size).toBe(rows.length);
      expect(rows.length).toBe(everyPath.length + ROLE_ONLY_PERMISSIONS.length);
    }
    expect(PERMISSIONS_BY_TYPE.mbr_premium_bot).toEqual(PERMISSIONS_BY_TYPE.mbr_premium);
  });
});

describe('permissionTree', () => {
  it('nests dotted paths', () => {
    expect(
      permissionTree([
        { permission: 'ii.portfolio', allowed: true },
        { permission: 'ii.filters.idea.asset', allowed: false },
      ]),
    ).toEqual({ ii: { portfolio: true, filters: { idea: { asset: false } } } });
  });

  it('lets a shorter path decide for everything under it, whatever the order of the rows', () => {
    const rows = [
      { permission: 'ii.filters.idea.asset', allowed: true },
      { permission: 'ii.filters', allowed: false },
    ];
    expect(permissionTree(rows)).toEqual({ ii: { filters: false } });
    expect(permissionTree([...rows].reverse())).toEqual({ ii: { filters: false } });
  });

  it('keeps the first of two rows for the same path', () => {
    expect(
      permissionTree([
        { permission: 'ir.sort', allowed: false },
        { permission: 'ir.sort', allowed: true },
      ]),
    ).toEqual({ ir: { sort: false } });
  });
});
