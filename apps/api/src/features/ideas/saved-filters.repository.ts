import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedFilters, users } from '../../db/schema';

export function createSavedFiltersRepository(db: Database) {
  return {
    async list(userId: number) {
      return db
        .select({
          id: savedFilters.id,
          name: savedFilters.name,
          query: savedFilters.query,
          createdAt: savedFilters.createdAt,
        })
        .from(savedFilters)
        .where(eq(savedFilters.userId, userId))
        .orderBy(asc(savedFilters.createdAt), asc(savedFilters.id));
    },

    /**
     * Adds a set unless the account already has `limit` of them or one of that name, in one transaction
     * with the account's row locked: parallel saves cannot pass the limit together.
     */
    async add(userId: number, name: string, query: string, limit: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx.select({ n: count() }).from(savedFilters).where(eq(savedFilters.userId, userId));
        if ((held?.n ?? 0) >= limit) return 'limit' as const;
        const [taken] = await tx
          .select({ id: savedFilters.id })
          .from(savedFilters)
          .where(and(eq(savedFilters.userId, userId), eq(savedFilters.name, name)));
        if (taken) return 'taken' as const;
        const [row] = await tx.insert(savedFilters).values({ userId, name, query }).returning();
        return row!;
      });
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
        .returning({ id: savedFilters.id });
      return rows.length > 0;
    },
  };
}
export type SavedFiltersRepository = ReturnType<typeof createSavedFiltersRepository>;
