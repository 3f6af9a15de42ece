import type { PageHead } from '../shared/head';
import * as contentMessages from './messages';

/** The editorial lists: news (`/news`) and weekly reviews of ideas (`/reviews`). */
export type ContentListKind = 'news' | 'review';

/** The list's heading, lead and empty text (ContentList's `title`, `lead`, `emptyText`). */
export const CONTENT_LISTS: Readonly<
  Record<ContentListKind, { title: string; description: string; lead: string; empty: string; href: string }>
> = {
  news: {
    title: contentMessages.newsTitle,
    description: contentMessages.newsDescription,
    lead: contentMessages.newsLead,
    empty: contentMessages.newsEmpty,
    href: '/news',
  },
  review: {
    title: contentMessages.reviewsTitle,
    description: contentMessages.reviewsDescription,
    lead: contentMessages.reviewsLead,
    empty: contentMessages.reviewsEmpty,
    href: '/reviews',
  },
};

/** `/news`, `/reviews` (`?page=N`: the page's number in the title). */
export function contentListHead(kind: ContentListKind, page: number): PageHead {
  const list = CONTENT_LISTS[kind];
  return { title: page > 1 ? contentMessages.listPage(list.title, page) : list.title, description: list.description };
}

/** An entry's way back to its list (ContentArticle's `back`). */
export const contentBackLink = (kind: ContentListKind): { href: string; label: string } => ({
  href: CONTENT_LISTS[kind].href,
  label: kind === 'news' ? contentMessages.allNews : contentMessages.allReviews,
});

/** `/account/editor`. */
export const contentEditorHead: PageHead = { title: contentMessages.editorTitle };
