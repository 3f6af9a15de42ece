export { StockPage } from './StockPage';
export type { StockInsiderDeal, StockPageProps } from './StockPage';
