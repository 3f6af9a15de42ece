/**
 * What the app says after an action on an idea (its toasts). Written here rather than in messages.ts:
 * the idea page's vote reads it, and the area's messages module would bring the feed's texts along.
 */
export const IDEAS_NOTICES = {
  /** A vote on an idea that is gone (404). */
  notFound: 'Идея не найдена',
} as const;
