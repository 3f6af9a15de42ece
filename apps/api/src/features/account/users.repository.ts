import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export interface NotificationFlags {
  weekly_newsletter: 0 | 1;
  portfolio_events: 0 | 1;
  news: 0 | 1;
  bets: 0 | 1;
}

/** Emails are compared case-insensitively: they are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Postgres unique violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row;
    },

    /** Returns undefined when the email is already taken (unique index), instead of throwing. */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...values, email: values.email ? normalizeEmail(values.email) : null })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async update(id: number, values: Partial<Omit<NewUserRow, 'id'>>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** false when another account already uses the address. */
    async updateNotifications(id: number, flags: NotificationFlags): Promise<void> {
      await db
        .update(users)
        .set({
          notifyWeeklyNewsletter: flags.weekly_newsletter,
          notifyPortfolioEvents: flags.portfolio_events,
          notifyNews: flags.news,
          notifyBets: flags.bets,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
