// Search quality (issue #34): the corpus in fixtures/search-corpus.json — tickers, Cyrillic and Latin
// names, transliteration both ways, the wrong keyboard layout, typos, several words in any order, US
// issuers and filers as filed — run against the demo data plus the SEC fixtures, imported after the
// app started (so found without a restart). Prints recall@5 and MRR; recall@5 must stay ≥ 0.95.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { SearchResponse } from '@investradar/ui/domain';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { CORPUS, FORM4_FIXTURES, rankOf, score, vertexFiling } from './search-corpus';
import { describeOnDatabases } from './support';

describeOnDatabases('search quality corpus', (ctx) => {
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-corpus-'));
    writeFileSync(join(dir, 'vrtx_sachs.xml'), vertexFiling());
    const summary = await importForm4(createInsiderFilingsRepository(ctx.db), [FORM4_FIXTURES, dir]);
    expect(summary.skipped).toEqual([]);
  });

  it(`answers ${CORPUS.length} queries: recall@5 ≥ 0.95`, async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    const ranks: number[] = [];
    for (const [n, entry] of CORPUS.entries()) {
      // An address per query: the search's per-address rate limit is not what is measured here.
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/search?query=${encodeURIComponent(entry.query)}`,
        remoteAddress: `10.34.${n >> 8}.${n & 255}`,
      });
      expect(response.statusCode).toBe(200);
      const { results } = response.json() as SearchResponse;
      ranks.push(
        rankOf(entry, { tickers: results.stocks.map((s) => s.ticker), insiders: results.insiders.map((i) => i.name) }),
      );
    }
    const { recallAt5, missed, text } = score(ranks);
    console.info(`[search corpus ${ctx.backend}] ${text}${missed.map((m) => `\n  missed ${m}`).join('')}`);
    expect(recallAt5).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
