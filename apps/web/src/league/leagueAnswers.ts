/**
 * The domain's schemas of the league's answers, in a chunk of their own: loaded with the first league
 * answer the browser reads itself (leagueApi.ts imports this module lazily).
 */
export {
  betsResponseSchema,
  canExchangeResponseSchema,
  coinHistoryResponseSchema,
  exchangeResponseSchema,
  partnerStatsSchema,
  prizeOrdersResponseSchema,
  prizesResponseSchema,
} from '@investradar/ui/domain';
