import type { StockAnswer } from '../../../domain';
import type { PageHead } from '../../shared/head';
import * as stockMessages from './messages';

/** `/stocks/{ticker}`. */
export const stockHead = (stock: Pick<StockAnswer['stock'], 'name' | 'ticker'>): PageHead => ({
  title: stockMessages.stockTitle(stock.name, stock.ticker),
  description: stockMessages.stockDescription(stock.name, stock.ticker),
});
