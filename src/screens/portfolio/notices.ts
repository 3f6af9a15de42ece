import * as portfolioMessages from './messages';

/** What the app says after an action on the portfolio (its toasts): texts the spec does not give. */
export const PORTFOLIO_NOTICES = {
  added: portfolioMessages.ideaAdded,
  removed: portfolioMessages.ideaRemoved,
  /** The removal notice's action, and its text for screen readers. */
  undo: portfolioMessages.undoRemove,
  undoAlt: portfolioMessages.undoRemoveAlt,
} as const;
