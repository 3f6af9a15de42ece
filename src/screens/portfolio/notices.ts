/**
 * What the app says after an action on the portfolio (its toasts): texts the spec does not give.
 * Written here rather than in messages.ts: the app's start-up code (its add-to-portfolio action) reads
 * them, and importing the area's messages module would bring every text of the portfolio page along.
 */
export const PORTFOLIO_NOTICES = {
  added: 'Идея добавлена в портфель',
  removed: 'Идея убрана из портфеля',
  /** The removal notice's action, and its text for screen readers. */
  undo: 'Вернуть',
  undoAlt: 'Добавьте идею в портфель снова из ленты идей',
} as const;
