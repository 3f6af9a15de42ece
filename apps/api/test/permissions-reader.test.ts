import { can, type PermissionRow } from '@investradar/ui/domain';
import { describe, expect, it } from 'vitest';
import { createPermissionsReader } from '../src/features/ideas/ideas.service';

// The reader builds an account type's permission tree once per rows array (the read cache hands out one
// array while it keeps a type's rows) and a new tree for new rows: a changed permission is never hidden.
describe('createPermissionsReader', () => {
  it('shares a tree while the rows are the same array and rebuilds it for new rows', async () => {
    let rows: PermissionRow[] = [{ permission: 'ir.full_radar', allowed: false }];
    const asked: string[] = [];
    const permissionsOf = createPermissionsReader({
      permissions: async (type: string) => {
        asked.push(type);
        return rows;
      },
    });
    const first = await permissionsOf(null);
    const second = await permissionsOf(null);
    expect(asked).toEqual(['mbr_guest', 'mbr_guest']);
    expect(second.all_permissions).toBe(first.all_permissions);
    expect(can(first, 'ir.full_radar')).toBe(false);

    rows = [{ permission: 'ir.full_radar', allowed: true }];
    const third = await permissionsOf(null);
    expect(third.all_permissions).not.toBe(first.all_permissions);
    expect(can(third, 'ir.full_radar')).toBe(true);
    expect(can(first, 'ir.full_radar')).toBe(false);
  });
});
