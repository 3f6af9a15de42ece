import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import { isUniqueViolation } from './users.repository';

const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export function createEmailVerificationsRepository(db: Database) {
  return {
    /** A new link replaces any earlier one of the user. Returns the raw token for the link. */
    async create(userId: number, email: string): Promise<string> {
      const token = randomToken(32);
      await db.transaction(async (tx) => {
        await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
        await tx
          .insert(emailVerifications)
          .values({ tokenHash: sha256(token), userId, email, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) });
      });
      return token;
    },

    /**
     * Follows a link: when the token is live, the address it was sent to becomes the account's login
     * address, verified. Single use. An address taken by another account in the meantime (the unique
     * index decides) leaves everything as it was.
     */
    async consume(token: string): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .delete(emailVerifications)
            .where(and(eq(emailVerifications.tokenHash, sha256(token)), gt(emailVerifications.expiresAt, sql`now()`)))
            .returning();
          if (!row) return false;
          const updated = await tx
            .update(users)
            .set({ email: row.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, row.userId))
            .returning({ id: users.id });
          return updated.length > 0;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
