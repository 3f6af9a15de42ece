export { CoinHistory } from './CoinHistory';
export type { CoinHistoryProps } from './CoinHistory';
