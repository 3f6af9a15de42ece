import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, idSchema, text } from './common';

/** docs/product/screens.md, docs/product/entities.md stock result: name, ticker, counts of ideas and insider deals, ticker_url. */
export const stockResultSchema = /* @__PURE__ */ pure(() =>
  z.object({
    name: text(),
    ticker: text(),
    ideas_count: countSchema,
    deals_count: countSchema,
    ticker_url: text(),
  }),
);
export type StockResult = z.infer<typeof stockResultSchema>;

/** docs/product/screens.md, docs/product/entities.md insider result: id, name, position, deals. */
export const insiderResultSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    name: text(),
    position: text(),
    deals_count: countSchema,
  }),
);
export type InsiderResult = z.infer<typeof insiderResultSchema>;

/** GET /api/search?query={text} */
export const searchQuerySchema = /* @__PURE__ */ pure(() =>
  z.object({ query: text().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
);
export const searchResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    meta: z.object({ query: text() }),
    results: z.object({
      stocks: z.array(stockResultSchema),
      insiders: z.array(insiderResultSchema),
    }),
  }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchResults = SearchResponse['results'];
