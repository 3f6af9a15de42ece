export { BetDialog, BET_DIALOG_TEXTS } from './BetDialog';
export type { BetDialogProps, BetDialogErrors } from './BetDialog';
