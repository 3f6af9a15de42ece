// `npx tsx apps/api/bench/search-engines.ts`: the search quality corpus (test/fixtures/search-corpus.json)
// through the product's search (the hand-written word index: search-index.ts in memory, search.repository.ts
// in the database) and through a baseline on the maintained engine, PostgreSQL's pg_trgm (word_similarity
// over whole names, served by the names' GIN trigram indexes), with the same query forms (search-text.ts).
// Quality (recall@5, MRR) and per-query latency, uncached, on the demo data plus the SEC fixtures, on
// PGlite or (BENCH_DATABASE_URL, a database of its own: it is seeded) PostgreSQL. docs/decisions/search-engine.md.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { nameForms, searchTerms } from '../src/features/search/search-text';
import type { SearchResponse } from '@investradar/ui/domain';
import { seedDatabase } from '../src/seed/index';
import { CORPUS, FORM4_FIXTURES, rankOf, score, vertexFiling } from '../test/search-corpus';

const LIMIT = 10;
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await database.migrate();
await seedDatabase(database.db, { log: () => {} });
const dir = mkdtempSync(join(tmpdir(), 'search-engines-'));
writeFileSync(join(dir, 'vrtx_sachs.xml'), vertexFiling());
await importForm4(createInsiderFilingsRepository(database.db), [FORM4_FIXTURES, dir]);

/** pg_trgm baseline: exact tickers, then ticker prefixes, then names by word_similarity, form by form. */
async function trigramSearch(db: Database, query: string) {
  const terms = searchTerms(query);
  const tickers: string[] = [];
  const insiders: string[] = [];
  const add = (into: string[], values: string[]) => {
    for (const v of values) if (into.length < LIMIT && !into.includes(v)) into.push(v);
  };
  if (terms.tickers.length) {
    const rows = await queryRows<{ ticker: string }>(
      db,
      sql`SELECT ticker FROM stocks WHERE lower(ticker) LIKE ANY (${`{${terms.tickers.map((t) => `${t}%`).join(',')}}`}::text[])
          ORDER BY lower(ticker) = ANY (${`{${terms.tickers.join(',')}}`}::text[]) DESC, length(ticker), ticker LIMIT ${LIMIT}`,
    );
    add(
      tickers,
      rows.map((r) => r.ticker),
    );
  }
  // The names closest to the form as a whole (word_similarity: the form against the best-matching part of a name).
  const closest = async (table: 'stocks' | 'insiders', column: 'ticker' | 'name', form: string) => {
    const rows = await queryRows<{ value: string }>(
      db,
      sql`SELECT ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE ${form} <% lower(name)
          ORDER BY word_similarity(${form}, lower(name)) DESC, name LIMIT ${LIMIT}`,
    );
    return rows.map((r) => r.value);
  };
  for (const form of nameForms(terms, false)) {
    add(tickers, await closest('stocks', 'ticker', form));
    add(insiders, await closest('insiders', 'name', form));
  }
  return { tickers, insiders };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, search: (query: string) => Promise<{ tickers: string[]; insiders: string[] }>) {
  const ranks: number[] = [];
  const times: number[] = [];
  for (const entry of CORPUS) {
    const started = performance.now();
    const answer = await search(entry.query);
    times.push(performance.now() - started);
    ranks.push(rankOf(entry, answer));
  }
  const { text, missed } = score(ranks);
  console.info(
    `${name}: ${text}; latency p50 ${percentile(times, 50).toFixed(1)} / p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
  for (const m of missed) console.info(`  missed ${m}`);
}

for (const index of [true, false]) {
  process.env.SEARCH_INDEX = index ? '1' : '0';
  // A read cache that keeps one search: every corpus query is answered afresh.
  const app = await buildApp({ database, secret: 'x'.repeat(40), readCache: { maxSearches: 1 } });
  if (index) await app.searchService.ready();
  let n = 0;
  await measure(index ? 'word index, in memory' : 'word index, database path', async (query) => {
    n += 1;
    const response = await app.inject({
      url: `/api/search?query=${encodeURIComponent(query)}`,
      remoteAddress: `10.35.${n >> 8}.${n & 255}`,
    });
    const { results } = response.json() as SearchResponse;
    return { tickers: results.stocks.map((s) => s.ticker), insiders: results.insiders.map((i) => i.name) };
  });
  await app.close();
}
await measure('pg_trgm word_similarity', (query) => trigramSearch(database.db, query));
await database.close();
