import * as ideasMessages from './messages';

/** What the app says after an action on an idea (its toasts). */
export const IDEAS_NOTICES = {
  /** A vote on an idea that is gone (404). */
  notFound: ideasMessages.ideaNotFound,
} as const;
