import { and, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ContentEntryPayload, ContentKind } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { contentEntries, ideas, stocks } from '../../db/schema';

export type ContentRow = typeof contentEntries.$inferSelect;

/** What an editor or a file writes: the payload, with the publication date resolved. */
export interface ContentWrite extends Omit<ContentEntryPayload, 'published_at'> {
  publishedAt: Date | null;
  /** The file import only: `draft: true` in the front matter keeps the entry unpublished. */
  draft?: boolean;
}

const columnsOf = (entry: ContentWrite) => ({
  kind: entry.kind,
  slug: entry.slug,
  title: entry.title,
  lead: entry.lead,
  body: entry.body,
  coverUrl: entry.cover_url || null,
  tickers: entry.tickers,
  ideaIds: entry.idea_ids,
  proOnly: entry.pro_only,
});

/** Published and already due: what readers see. */
const visible = (now: Date) =>
  and(
    eq(contentEntries.status, 'published'),
    isNotNull(contentEntries.publishedAt),
    lte(contentEntries.publishedAt, now),
  );

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createContentRepository(db: Database) {
  return {
    /** A page of one kind's published entries, newest first, and how many there are. */
    async published(kind: ContentKind, page: number, perPage: number, now = new Date()) {
      const where = and(eq(contentEntries.kind, kind), visible(now));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contentEntries)
          .where(where)
          .orderBy(desc(contentEntries.publishedAt), desc(contentEntries.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(contentEntries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async publishedBySlug(slug: string, now = new Date()): Promise<ContentRow | undefined> {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.slug, slug), visible(now)))
        .limit(1);
      return row;
    },

    /** Names of the stocks and visible ideas the entries mention (hidden ideas are left out). */
    async references(tickers: string[], ideaIds: number[]) {
      const [stockRows, ideaRows] = await Promise.all([
        tickers.length
          ? db.select({ ticker: stocks.ticker, name: stocks.name }).from(stocks).where(inArray(stocks.ticker, tickers))
          : Promise.resolve([]),
        ideaIds.length
          ? db
              .select({ id: ideas.id, name: ideas.name, ticker: stocks.ticker })
              .from(ideas)
              .innerJoin(stocks, eq(stocks.id, ideas.stockId))
              .where(and(inArray(ideas.id, ideaIds), eq(ideas.hidden, false)))
          : Promise.resolve([]),
      ]);
      return { stocks: new Map(stockRows.map((s) => [s.ticker, s])), ideas: new Map(ideaRows.map((i) => [i.id, i])) };
    },

    /** Every entry, drafts included, newest change first (the editor's list). */
    async all(): Promise<ContentRow[]> {
      return db.select().from(contentEntries).orderBy(desc(contentEntries.updatedAt), desc(contentEntries.id));
    },

    async byId(id: number): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id)).limit(1);
      return row;
    },

    async bySlug(slug: string): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contentEntries).where(eq(contentEntries.slug, slug)).limit(1);
      return row;
    },

    /** A new draft; 'taken' when the slug is used (also when two creations race). */
    async create(entry: ContentWrite, editorId: number | null): Promise<ContentRow | 'taken'> {
      try {
        const [row] = await db
          .insert(contentEntries)
          .values({ ...columnsOf(entry), status: 'draft', publishedAt: entry.publishedAt, updatedBy: editorId })
          .onConflictDoNothing({ target: contentEntries.slug })
          .returning();
        return row ?? 'taken';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Rewrites an entry's fields (its status stays); undefined for an unknown id, 'taken' for a used slug. */
    async update(id: number, entry: ContentWrite, editorId: number | null): Promise<ContentRow | 'taken' | undefined> {
      try {
        const [row] = await db
          .update(contentEntries)
          .set({
            ...columnsOf(entry),
            // Keep the original publication date unless a new one is given.
            publishedAt: entry.publishedAt ? entry.publishedAt : sql`${contentEntries.publishedAt}`,
            updatedBy: editorId,
            updatedAt: new Date(),
          })
          .where(eq(contentEntries.id, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Publishes (the date: kept if set, else now) or takes back to draft, in one statement. */
    async setStatus(
      id: number,
      status: 'draft' | 'published',
      editorId: number | null,
    ): Promise<ContentRow | undefined> {
      const [row] = await db
        .update(contentEntries)
        .set({
          status,
          publishedAt:
            status === 'published'
              ? sql`coalesce(${contentEntries.publishedAt}, now())`
              : sql`${contentEntries.publishedAt}`,
          updatedBy: editorId,
          updatedAt: new Date(),
        })
        .where(eq(contentEntries.id, id))
        .returning();
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(contentEntries)
        .where(eq(contentEntries.id, id))
        .returning({ id: contentEntries.id });
      return rows.length > 0;
    },

    /**
     * The file import: each entry inserted or, when its slug exists and something differs, rewritten
     * and published, all in one transaction (a failure imports nothing). Says what changed.
     */
    async importEntries(
      entries: ContentWrite[],
    ): Promise<{ created: string[]; updated: string[]; unchanged: string[] }> {
      const outcome = { created: [] as string[], updated: [] as string[], unchanged: [] as string[] };
      if (!entries.length) return outcome;
      await db.transaction(async (tx) => {
        const slugs = entries.map((e) => e.slug);
        const existing = new Map(
          (await tx.select().from(contentEntries).where(inArray(contentEntries.slug, slugs)).for('update')).map(
            (row) => [row.slug, row],
          ),
        );
        const fresh: Array<typeof contentEntries.$inferInsert> = [];
        for (const entry of entries) {
          const row = existing.get(entry.slug);
          const values = {
            ...columnsOf(entry),
            status: entry.draft ? 'draft' : 'published',
            publishedAt: entry.publishedAt ?? row?.publishedAt ?? new Date(),
          };
          if (!row) {
            fresh.push(values);
            outcome.created.push(entry.slug);
          } else if (differs(row, values)) {
            await tx
              .update(contentEntries)
              .set({ ...values, updatedBy: null, updatedAt: new Date() })
              .where(eq(contentEntries.id, row.id));
            outcome.updated.push(entry.slug);
          } else {
            outcome.unchanged.push(entry.slug);
          }
        }
        // One statement for the new ones: the seed imports a year of reviews at once.
        if (fresh.length) await tx.insert(contentEntries).values(fresh);
      });
      return outcome;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

function differs(
  row: ContentRow,
  values: ReturnType<typeof columnsOf> & { status: string; publishedAt: Date },
): boolean {
  return (
    row.kind !== values.kind ||
    row.title !== values.title ||
    row.lead !== values.lead ||
    row.body !== values.body ||
    row.coverUrl !== values.coverUrl ||
    row.proOnly !== values.proOnly ||
    row.status !== values.status ||
    row.publishedAt?.getTime() !== values.publishedAt.getTime() ||
    row.tickers.join(',') !== values.tickers.join(',') ||
    row.ideaIds.join(',') !== values.ideaIds.join(',')
  );
}
