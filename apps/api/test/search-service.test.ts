import { describe, expect, it } from 'vitest';
import type { InsiderHit, SearchMode, SearchRepository, StockHit } from '../src/features/search/search.repository';
import { createReadCache } from '../src/lib/read-cache';
import { createSearchService } from '../src/features/search/search.service';

const share: StockHit = {
  id: 1,
  name: 'Газпром',
  ticker: 'GAZP',
  ticker_url: '/stocks/gazp',
  ideas_count: 3,
  deals_count: 4,
};
const person: InsiderHit = { id: 7, name: 'Иванов Иван', position: 'Директор', deals_count: 2 };

/** A repository that answers from fixed lists per mode and records which modes were asked. */
function fakeRepository(answers: { exact: [StockHit[], InsiderHit[]]; fuzzy: [StockHit[], InsiderHit[]] }) {
  const asked: string[] = [];
  const pick = (mode: SearchMode) => (mode.fuzzy ? answers.fuzzy : answers.exact);
  // Only the database path's calls: the services below are built without the in-process index.
  const repository: Pick<SearchRepository, 'stocks' | 'insiders'> = {
    async stocks(_terms, _limit, mode) {
      asked.push(`stocks:${mode.fuzzy ? 'fuzzy' : 'exact'}`);
      return pick(mode)[0];
    },
    async insiders(_forms, _limit, mode) {
      asked.push(`insiders:${mode.fuzzy ? 'fuzzy' : 'exact'}`);
      return pick(mode)[1];
    },
  };
  return { repository: repository as SearchRepository, asked };
}

describe('search service: words as typed first, typo candidates only when nothing starts with them', () => {
  it('does not look for look-alikes when a group already has names starting with the words', async () => {
    const { repository, asked } = fakeRepository({ exact: [[], [person]], fuzzy: [[share], [person]] });
    const service = createSearchService({ search: repository, readCache: createReadCache(), index: false });
    const answer = JSON.parse(await service.searchJson('Иванов Иван'));
    expect(answer.results.stocks).toEqual([]);
    expect(answer.results.insiders.map((i: InsiderHit) => i.id)).toEqual([7]);
    expect(asked).toEqual(['stocks:exact', 'insiders:exact']);
  });

  it('tries the closest words in both groups when neither has a name starting with the words', async () => {
    const { repository, asked } = fakeRepository({ exact: [[], []], fuzzy: [[share], []] });
    const service = createSearchService({ search: repository, readCache: createReadCache(), index: false });
    const answer = JSON.parse(await service.searchJson('Газпрон'));
    expect(answer.results.stocks.map((s: StockHit) => s.ticker)).toEqual(['GAZP']);
    expect(asked).toEqual(['stocks:exact', 'insiders:exact', 'stocks:fuzzy', 'insiders:fuzzy']);
  });
});
