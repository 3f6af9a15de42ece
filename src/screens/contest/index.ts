export { ContestPage } from './ContestPage';
export type { ContestPageProps } from './ContestPage';
export { CoinHistory } from './CoinHistory';
export type { CoinHistoryProps } from './CoinHistory';
export { BetDialog, BET_DIALOG_TEXTS } from './BetDialog';
export type { BetDialogProps, BetDialogErrors } from './BetDialog';
export { coinHistoryHead, contestHead } from './heads';
export { CONTEST_NOTICES } from './notices';
