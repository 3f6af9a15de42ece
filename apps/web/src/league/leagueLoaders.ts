import type {
  BetsResponse,
  CoinHistoryResponse,
  PartnerStats,
  PrizeOrdersResponse,
  PrizesResponse,
} from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';
import { leagueApi, type LeagueTable } from './leagueApi';

/**
 * Loaders of the league's pages, given the request and the loader's API by routes.tsx (which runs them
 * inside `load`, for the spec's error rules). routes.tsx imports this module on demand, when a league
 * page is reached; it imports nothing the entry chunk has, so the entry is not split around it.
 */

/** `?page=` of the address: a whole number from 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export type ContestData = { page: number; bets: BetsResponse };
export async function contestLoader(request: Request, api: Api): Promise<ContestData> {
  const page = pageParam(request);
  return { page, bets: await leagueApi(api).bets(page) };
}

export type CoinHistoryData = { page: number; history: CoinHistoryResponse };
export async function coinHistoryLoader(request: Request, api: Api): Promise<CoinHistoryData> {
  const page = pageParam(request);
  return { page, history: await leagueApi(api).coining(page) };
}

export type PrizesData = { shop: PrizesResponse; orders: PrizeOrdersResponse['orders'] };
export async function prizesLoader(_request: Request, api: Api): Promise<PrizesData> {
  const league = leagueApi(api);
  const [shop, orders] = await Promise.all([league.prizes(), league.orders()]);
  return { shop, orders: orders.orders };
}

export type LeagueData = { table: LeagueTable; rulesHtml?: string | null };
export async function leagueLoader(_request: Request, api: Api): Promise<LeagueData> {
  // The rules as the editors keep them (content `league-rules`, issue #19); without them the built-in text.
  const [table, rulesHtml] = await Promise.all([
    leagueApi(api).leagueTable(),
    api.pageText('league-rules').catch(() => null),
  ]);
  return { table, rulesHtml };
}

export type PartnersData = { month: string; stats: PartnerStats };
/** `?month=YYYY-MM` of the address (the current month without it). */
export async function partnersLoader(request: Request, api: Api): Promise<PartnersData> {
  const raw = new URL(request.url).searchParams.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : 'current';
  return { month, stats: await leagueApi(api).partnerStats(month) };
}
