import type { LoaderFunctionArgs } from 'react-router';
import {
  canEditContent,
  CONTENT_PER_PAGE,
  type ContentEditorEntry,
  type ContentEntryDetails,
  type ContentGroup,
  type ContentKind,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { load, notFound, requireAccount } from '../session/routerContext';

/**
 * Loaders of the editorial pages (issue #19). They live in the entry chunk (routes.tsx) and only fetch;
 * the pages (their own chunks) turn answers into screens.
 */

export type ContentListKind = Extract<ContentKind, 'news' | 'review'>;
export type ContentListData = { kind: ContentListKind; group: ContentGroup };
export type ContentEntryData = { kind: ContentListKind; entry: ContentEntryDetails };

/** `/news`, `/reviews`: a page of the kind's entries (`?page=N`); a page outside the list is the 404 page. */
export const contentListLoader =
  (kind: ContentListKind) =>
  (args: LoaderFunctionArgs): Promise<ContentListData> =>
    load(args, async ({ api }) => {
      const pageText = new URL(args.request.url).searchParams.get('page') ?? '1';
      if (!/^[1-9]\d{0,5}$/.test(pageText)) throw notFound();
      const page = Number(pageText);
      const answer = await api.contentAll({ kind, page, per_page: CONTENT_PER_PAGE });
      const group = answer.results[kind] ?? { entries: [], total: 0, page, per_page: CONTENT_PER_PAGE };
      if (page > 1 && group.entries.length === 0) throw notFound();
      return { kind, group };
    });

/** `/news/{slug}`, `/reviews/{slug}`: the entry; unknown slugs, drafts and entries of another kind are the 404 page. */
export const contentEntryLoader =
  (kind: ContentListKind) =>
  (args: LoaderFunctionArgs): Promise<ContentEntryData> =>
    load(args, async ({ api }) => {
      const slug = args.params.slug ?? '';
      if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw notFound();
      const entry = await api.contentEntry(slug);
      if (entry.kind !== kind) throw notFound();
      return { kind, entry };
    });

/** A public page whose text the editors keep (`terms`, `bot`): without it the page shows its own text. */
export const pageTextLoader =
  (slug: string) =>
  (args: LoaderFunctionArgs): Promise<{ html: string | null }> =>
    load(args, async ({ api }) => ({ html: await api.pageText(slug).catch(() => null) }));

export type ContentEditorData = { entries: ContentEditorEntry[] };

/** `/account/editor`: editors only (others get the 404 page: nothing to see there). */
export async function contentEditorLoader(args: LoaderFunctionArgs): Promise<ContentEditorData> {
  await requireAccount(args);
  return load(args, async ({ api, account }) => {
    if (!canEditContent(await account.ready())) throw notFound();
    try {
      return { entries: await api.editorEntries() };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) throw notFound();
      throw error;
    }
  });
}

export type ContentPageData = { entry: ContentEntryDetails };

/** `/faq`: a page whose whole text is a content entry; without it, the 404 page. */
export const contentPageLoader =
  (slug: string) =>
  (args: LoaderFunctionArgs): Promise<ContentPageData> =>
    load(args, async ({ api }) => {
      const entry = await api.contentEntry(slug);
      if (entry.kind !== 'page' || entry.body_html === null) throw notFound();
      return { entry };
    });
