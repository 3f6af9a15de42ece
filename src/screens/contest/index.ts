export { ContestPage } from './ContestPage';
export type { ContestPageProps } from './ContestPage';
export { CoinHistory } from './CoinHistory';
export type { CoinHistoryProps } from './CoinHistory';
