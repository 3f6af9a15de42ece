// A fake Moscow Exchange ISS over the recorded answers in test/fixtures/moex.
import { readFileSync } from 'node:fs';
import type { FetchLike } from '../src/features/prices/moex-iss';

/** Recorded ISS answers (copied from the shared fixtures, /work/shared/fixtures/moex). */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/moex/${name}`, import.meta.url), 'utf8');
export const EMPTY_HISTORY = JSON.stringify({
  history: { columns: ['BOARDID', 'TRADEDATE', 'SECID', 'CLOSE'], data: [] },
});

/** A fake ISS: answers by path and `start`, records every URL asked. */
export function fakeIss(
  routes: Record<string, (start: number) => { status?: number; body: string }>,
): FetchLike & { urls: string[] } {
  const urls: string[] = [];
  const fetchLike = async (url: string) => {
    urls.push(url);
    const parsed = new URL(url);
    const route = routes[parsed.pathname];
    const answer = route ? route(Number(parsed.searchParams.get('start') ?? '0')) : { status: 404, body: 'not found' };
    return { ok: (answer.status ?? 200) < 400, status: answer.status ?? 200, text: async () => answer.body };
  };
  return Object.assign(fetchLike, { urls });
}

export const HISTORY_PATH = '/iss/history/engines/stock/markets/shares/boards/TQBR/securities/MOEX.json';
export const moexHistoryRoute = {
  [HISTORY_PATH]: (start: number) => ({
    body: start === 0 ? fixture('iss_security_history_page1.json') : EMPTY_HISTORY,
  }),
};
