import type {
  BetChoice,
  BetsResponse,
  CanExchangeResponse,
  CoinHistoryResponse,
  DeliveryAddress,
  ExchangeResponse,
  PartnerStats,
  PrizeOrdersResponse,
  PrizesResponse,
} from '@investradar/ui/domain';
import type { Parser } from '../api/client';
import type { Api } from '../api/endpoints';
import type * as LeagueSchemas from './leagueAnswers';

type Schemas = typeof LeagueSchemas;
let schemas: Promise<Schemas> | null = null;

function answer<K extends keyof Schemas>(name: K): Parser<ReturnType<Schemas[K]['parse']>> {
  return {
    async parse(input) {
      schemas ??= import('./leagueAnswers');
      return (await schemas)[name].parse(input) as ReturnType<Schemas[K]['parse']>;
    },
  };
}

/** One row of the league table (GET /api/liga/rating). */
export type LeagueLeaderAnswer = { place: number; name: string; profit: number; bets: number; win_rate: number };
export type LeagueTable = { leaders: LeagueLeaderAnswer[]; participants: number };

const leagueTableParser: Parser<LeagueTable> = {
  parse(input) {
    const body = input as Partial<LeagueTable> | null;
    if (!body || !Array.isArray(body.leaders) || typeof body.participants !== 'number')
      throw new Error('league table expected');
    return { leaders: body.leaders, participants: body.participants };
  },
};

export type StoredBet = { success: boolean; coins: number };
const storedBetParser: Parser<StoredBet> = {
  parse(input) {
    const body = input as Partial<StoredBet> | null;
    if (!body || typeof body.coins !== 'number') throw new Error('bet answer expected');
    return { success: body.success === true, coins: body.coins };
  },
};

/**
 * The contest league's calls (apps/api README, Contest league). Their module and schemas load with
 * the league's pages and dialogs, not with the first page of the app.
 */
export function leagueApi(api: Api) {
  const { client } = api;
  return {
    /** GET /api/bets?page= */
    bets: (page: number): Promise<BetsResponse> =>
      client.request('/api/bets', answer('betsResponseSchema'), { query: { page } }),
    /** GET /api/coining?page= */
    coining: (page: number): Promise<CoinHistoryResponse> =>
      client.request('/api/coining', answer('coinHistoryResponseSchema'), { query: { page } }),
    /** GET /api/liga/prizes */
    prizes: (): Promise<PrizesResponse> => client.request('/api/liga/prizes', answer('prizesResponseSchema')),
    /** POST /api/liga/can-exchange { prize_id } */
    canExchange: (prizeId: number): Promise<CanExchangeResponse> =>
      client.request('/api/liga/can-exchange', answer('canExchangeResponseSchema'), {
        method: 'POST',
        body: { prize_id: prizeId },
      }),
    /** POST /api/liga/exchange-coins { prize_id }; a refusal (422) carries the can-exchange fields. */
    exchange: (prizeId: number): Promise<ExchangeResponse> =>
      client.request('/api/liga/exchange-coins', answer('exchangeResponseSchema'), {
        method: 'POST',
        body: { prize_id: prizeId },
        handle: [404],
      }),
    /** GET /api/liga/orders: the account's exchanges (merch waiting for an address among them). */
    orders: (): Promise<PrizeOrdersResponse> => client.request('/api/liga/orders', answer('prizeOrdersResponseSchema')),
    /** POST /api/liga/orders/{id}/address; refusals are 422 with the errors map. */
    async setAddress(orderId: number, address: DeliveryAddress): Promise<void> {
      await client.request(
        `/api/liga/orders/${orderId}/address`,
        { parse: () => undefined },
        { method: 'POST', body: address, handle: [404] },
      );
    },
    /** POST /api/bets/store { idea_id, bet, coins } → the balance left; refusals are 422 with the errors map. */
    storeBet: (ideaId: number, bet: BetChoice, coins: number): Promise<StoredBet> =>
      client.request('/api/bets/store', storedBetParser, {
        method: 'POST',
        body: { idea_id: ideaId, bet, coins },
        handle: [404],
      }),
    /** GET /api/liga/rating: the public league table. */
    leagueTable: (): Promise<LeagueTable> => client.request('/api/liga/rating', leagueTableParser),
    /** GET /api/account/partner/stat/month/{key} (the current month without a key). */
    partnerStats: (key?: string): Promise<PartnerStats> =>
      client.request(
        `/api/account/partner/stat/month/${key ? encodeURIComponent(key) : 'current'}`,
        answer('partnerStatsSchema'),
      ),
  };
}
export type LeagueApi = ReturnType<typeof leagueApi>;
