import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { stripControlCharacters } from '../../lib/control-characters';
import { randomToken, sha256 } from '../../lib/tokens';
import type { UserRow } from './users.repository';

/** Sliding lifetime: a session unused this long ends. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute lifetime: however active, a session ends this long after it was created (sign in again). */
export const SESSION_MAX_AGE_DAYS = 90;
export const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into writes on every request. */
export const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The sliding expiry from `now`, never past the absolute lifetime. */
export function slidingExpiry(createdAt: Date, now = Date.now()): Date {
  return new Date(Math.min(now + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}

/** A looked-up session may be reused from memory while it is unexpired and not due for its touch. */
export function sessionReusable(lookup: Pick<SessionLookup, 'expiresAt' | 'lastSeenAt'>, now = Date.now()): boolean {
  return lookup.expiresAt.getTime() > now && now - lookup.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS;
}

export interface SessionLookup {
  idHash: string;
  /** The sliding expiry, capped at the absolute lifetime. */
  expiresAt: Date;
  lastSeenAt: Date;
  /** True when this lookup moved the sliding expiry: the cookie is to be sent again with it. */
  renewed?: boolean;
  user: UserRow;
}

const absoluteCutoff = sql`now() - ${sql.raw(`interval '${SESSION_MAX_AGE_DAYS} days'`)}`;

export function createSessionsRepository(db: Database) {
  async function findValidByHash(idHash: string): Promise<SessionLookup | undefined> {
    const [row] = await db
      .select({
        idHash: sessions.idHash,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, absoluteCutoff)),
      )
      .limit(1);
    if (!row) return undefined;
    const { createdAt, ...lookup } = row;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      // Sliding expiry for active users, up to the absolute lifetime.
      const expiresAt = slidingExpiry(createdAt);
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt })
        .where(eq(sessions.idHash, idHash));
      return { ...lookup, lastSeenAt: new Date(), expiresAt, renewed: true };
    }
    // Sessions slid before the absolute lifetime existed may run past it: kept in memory no longer than it.
    return {
      ...lookup,
      expiresAt: new Date(Math.min(row.expiresAt.getTime(), createdAt.getTime() + SESSION_MAX_AGE_MS)),
    };
  }

  return {
    /** Returns the raw id for the cookie; only its hash is stored. */
    async create(
      userId: number,
      meta: { ip?: string; userAgent?: string },
    ): Promise<{ id: string; idHash: string; expiresAt: Date }> {
      const id = randomToken(32);
      const idHash = sha256(id);
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({
        idHash,
        userId,
        expiresAt,
        // Header values a proxy or a test client let through unchecked must not fail the insert (NUL).
        ip: meta.ip === undefined ? null : stripControlCharacters(meta.ip).slice(0, 64),
        userAgent: meta.userAgent === undefined ? null : stripControlCharacters(meta.userAgent).slice(0, 512),
      });
      return { id, idHash, expiresAt };
    },

    async findValid(rawId: string): Promise<SessionLookup | undefined> {
      return findValidByHash(sha256(rawId));
    },

    findValidByHash,

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every other session of the user (after a password change). */
    async deleteOthers(userId: number, keepIdHash: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async countForUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.n ?? 0;
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, absoluteCutoff)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
