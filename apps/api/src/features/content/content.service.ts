// Editorial content (issue #19): what readers get (GET /api/content/all, /api/content/{slug}) and
// what editors do (/api/content/editor/…). Every write goes through one check (checkEntry): the
// domain's schema, then the Markdown rules (no raw HTML, safe links); the file import uses it too.
import {
  canEditContent,
  COVER_URL_RULES,
  CONTENT_MAX_PER_PAGE,
  CONTENT_MESSAGES,
  CONTENT_PER_PAGE,
  contentEntryPayloadSchema,
  contentKinds,
  contentUrl,
  guestUser,
  issuesToErrors,
  MESSAGES,
  normalizeUserUrl,
  permissionTree,
  withRolePermissions,
  type ContentAllAnswer,
  type ContentEditorEntry,
  type ContentEntryDetails,
  type ContentEntryView,
  type ContentKind,
  type User,
} from '@investradar/ui/domain';
import { z } from 'zod';
import { ApiError, invalid, type ErrorsMap } from '../../lib/errors';
import { type AccountRepository, type UserRow, effectiveType } from '../account';
import type { ContentRepository, ContentRow, ContentWrite } from './content.repository';
import { markdownProblems, renderMarkdown } from './content-markdown';

export type CheckedEntry = { ok: true; entry: ContentWrite } | { ok: false; errors: ErrorsMap };

/** The one validation of an entry: the domain schema, then the Markdown of its body and lead. */
export function checkEntry(input: unknown): CheckedEntry {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: { form: [MESSAGES.badRequest] } };
  const parsed = z.safeParse(contentEntryPayloadSchema, input);
  const errors: ErrorsMap = parsed.success ? {} : issuesToErrors(parsed.error);
  const body = (input as { body?: unknown }).body;
  if (typeof body === 'string' && !errors.body) {
    const problems = markdownProblems(body);
    if (problems.length) errors.body = problems;
  }
  const lead = (input as { lead?: unknown }).lead;
  if (typeof lead === 'string' && !errors.lead && /<[a-z!/]/i.test(lead)) errors.lead = [CONTENT_MESSAGES.bodyHtml];
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { published_at, ...rest } = parsed.data;
  return { ok: true, entry: { ...rest, publishedAt: published_at ? new Date(published_at) : null } };
}

type RawQuery = Record<string, unknown>;

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** ?kind=news,review&page=2&per_page=10 → the kinds asked for (all by default) and the page of each. */
function readListQuery(query: unknown) {
  const raw = (typeof query === 'object' && query !== null ? query : {}) as RawQuery;
  const errors: ErrorsMap = {};
  const kindText = single(raw.kind);
  const kinds = kindText ? [...new Set(kindText.split(',').map((k) => k.trim()))] : [...contentKinds];
  if (!kinds.every((k) => (contentKinds as readonly string[]).includes(k))) errors.kind = [MESSAGES.ideasFilterInvalid];
  const number = (field: 'page' | 'per_page', fallback: number, max: number) => {
    const text = single(raw[field]);
    if (text === undefined || text === '') return fallback;
    const value = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(value) || value < 1 || value > max) (errors[field] ??= []).push(MESSAGES.ideasFilterInvalid);
    return value;
  };
  const page = number('page', 1, 100_000);
  const perPage = number('per_page', CONTENT_PER_PAGE, CONTENT_MAX_PER_PAGE);
  if (Object.keys(errors).length) throw invalid(errors);
  return { kinds: kinds as ContentKind[], page, perPage };
}

export function createContentService(deps: { content: ContentRepository; account: AccountRepository }) {
  const { content, account } = deps;

  /** The account as the domain's can() sees it: its effective type's permissions plus its role's. */
  async function asUser(user: UserRow | null): Promise<User> {
    if (!user) return guestUser;
    const type = effectiveType(user);
    return {
      ...guestUser,
      id: user.id,
      type,
      role: user.role,
      all_permissions: permissionTree(withRolePermissions(await account.permissions(type), user.role)),
    };
  }

  /** PRO-only text is open to PRO accounts and to editors. */
  async function readsPro(user: UserRow | null): Promise<boolean> {
    if (!user) return false;
    const type = effectiveType(user);
    return type === 'mbr_premium' || type === 'mbr_premium_bot' || canEditContent(await asUser(user));
  }

  async function views(rows: ContentRow[], pro: boolean): Promise<ContentEntryView[]> {
    const refs = await content.references(
      [...new Set(rows.flatMap((r) => r.tickers))],
      [...new Set(rows.flatMap((r) => r.ideaIds))],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as ContentKind,
      slug: row.slug,
      title: row.title,
      lead: row.lead,
      // What readers get goes through the parser again: a cover stored before it did is dropped if unsafe.
      cover_url: row.coverUrl === null ? null : normalizeUserUrl(row.coverUrl, COVER_URL_RULES),
      published_at: (row.publishedAt ?? row.createdAt).toISOString(),
      pro_only: row.proOnly,
      locked: row.proOnly && !pro,
      stocks: row.tickers.flatMap((t) => {
        const stock = refs.stocks.get(t);
        return stock ? [{ ticker: stock.ticker, name: stock.name }] : [];
      }),
      ideas: row.ideaIds.flatMap((id) => {
        const idea = refs.ideas.get(id);
        return idea ? [{ id: idea.id, name: idea.name, ticker: idea.ticker }] : [];
      }),
      url: contentUrl(row.kind as ContentKind, row.slug),
    }));
  }

  async function requireEditor(user: UserRow): Promise<void> {
    if (!canEditContent(await asUser(user))) throw new ApiError(403, CONTENT_MESSAGES.editorOnly);
  }

  const editorView = (row: ContentRow): ContentEditorEntry => ({
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    body: row.body,
    cover_url: row.coverUrl,
    tickers: row.tickers,
    idea_ids: row.ideaIds,
    pro_only: row.proOnly,
    status: row.status === 'published' ? 'published' : 'draft',
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  });

  const notFound = () => new ApiError(404, CONTENT_MESSAGES.notFound);

  function checked(body: unknown): ContentWrite {
    const outcome = checkEntry(body === undefined ? {} : body);
    if (!outcome.ok) throw invalid(outcome.errors);
    return outcome.entry;
  }

  return {
    async all(user: UserRow | null, query: unknown): Promise<ContentAllAnswer> {
      const { kinds, page, perPage } = readListQuery(query);
      const pro = await readsPro(user);
      const results: ContentAllAnswer['results'] = {};
      for (const kind of kinds) {
        const { rows, total } = await content.published(kind, page, perPage);
        results[kind] = { entries: await views(rows, pro), total, page, per_page: perPage };
      }
      return { results };
    },

    async get(user: UserRow | null, slug: string): Promise<{ results: { entry: ContentEntryDetails } }> {
      if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw notFound();
      const row = await content.publishedBySlug(slug);
      if (!row) throw notFound();
      const [view] = await views([row], await readsPro(user));
      return { results: { entry: { ...view!, body_html: view!.locked ? null : renderMarkdown(row.body) } } };
    },

    editor: {
      async list(user: UserRow) {
        await requireEditor(user);
        return { results: { entries: (await content.all()).map(editorView) } };
      },

      async get(user: UserRow, id: number) {
        await requireEditor(user);
        const row = await content.byId(id);
        if (!row) throw notFound();
        return { success: true, entry: editorView(row) };
      },

      async create(user: UserRow, body: unknown) {
        await requireEditor(user);
        const row = await content.create(checked(body), user.id);
        if (row === 'taken') throw invalid({ slug: [CONTENT_MESSAGES.slugTaken] });
        return { success: true, message: CONTENT_MESSAGES.saved, entry: editorView(row) };
      },

      async update(user: UserRow, id: number, body: unknown) {
        await requireEditor(user);
        const row = await content.update(id, checked(body), user.id);
        if (row === 'taken') throw invalid({ slug: [CONTENT_MESSAGES.slugTaken] });
        if (!row) throw notFound();
        return { success: true, message: CONTENT_MESSAGES.saved, entry: editorView(row) };
      },

      async setStatus(user: UserRow, id: number, status: 'draft' | 'published') {
        await requireEditor(user);
        const row = await content.setStatus(id, status, user.id);
        if (!row) throw notFound();
        return {
          success: true,
          message: status === 'published' ? CONTENT_MESSAGES.published : CONTENT_MESSAGES.unpublished,
          entry: editorView(row),
        };
      },

      async remove(user: UserRow, id: number) {
        await requireEditor(user);
        if (!(await content.remove(id))) throw notFound();
        return { success: true, message: CONTENT_MESSAGES.deleted };
      },

      /** The body as it will read, through the same checks as a save (nothing is stored). */
      async preview(user: UserRow, body: unknown) {
        await requireEditor(user);
        checked(body);
        return { success: true, html: renderMarkdown((body as { body: string }).body) };
      },
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
