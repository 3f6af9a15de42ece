import * as prizesMessages from './messages';

/** What the app says after an action of the prize shop (its toasts). */
export const PRIZES_NOTICES = {
  /** The delivery address of a merch order was saved. */
  addressSaved: prizesMessages.addressSaved,
} as const;
