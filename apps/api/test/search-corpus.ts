// The search quality corpus (fixtures/search-corpus.json) and its scoring, shared by
// search-corpus.test.ts and bench/search-engines.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CorpusQuery {
  query: string;
  kind: 'stock' | 'insider';
  /** The share's ticker, or the insider's name. */
  expect: string;
  category: string;
}

export const CORPUS: CorpusQuery[] = JSON.parse(
  readFileSync(new URL('./fixtures/search-corpus.json', import.meta.url), 'utf8'),
).queries;

/** The real SEC filings the corpus's US names come from. */
export const FORM4_FIXTURES = new URL('./fixtures/form4/', import.meta.url).pathname;

/**
 * A Vertex Pharmaceuticals filing by its director Bruce I. Sachs (the names of issue #34), made from
 * a real filing's XML with the issuer and the owner replaced.
 */
export function vertexFiling(): string {
  const xml = readFileSync(join(FORM4_FIXTURES, 'ntra_0001062993-22-008150_P.xml'), 'utf8');
  return xml
    .replace(/<issuerCik>[^<]*</, '<issuerCik>0000875320<')
    .replace(/<issuerName>[^<]*</, '<issuerName>VERTEX PHARMACEUTICALS INC / MA<')
    .replace(/<issuerTradingSymbol>[^<]*</, '<issuerTradingSymbol>VRTX<')
    .replace(/<rptOwnerCik>[^<]*</, '<rptOwnerCik>0001200459<')
    .replace(/<rptOwnerName>[^<]*</, '<rptOwnerName>SACHS BRUCE I<');
}

/** 1-based rank of the expected share (by ticker) or insider (by name) in its group; 0 when not answered. */
export function rankOf(entry: CorpusQuery, answer: { tickers: string[]; insiders: string[] }): number {
  return (entry.kind === 'stock' ? answer.tickers : answer.insiders).indexOf(entry.expect) + 1;
}

/** recall@5, MRR, the count per category and the queries missed (not in the top 5). */
export function score(ranks: number[]) {
  const top5 = (r: number) => r >= 1 && r <= 5;
  const recallAt5 = ranks.filter(top5).length / ranks.length;
  const mrr = ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length;
  const categories = [...new Set(CORPUS.map((c) => c.category))].map((category) => {
    const own = ranks.filter((_, i) => CORPUS[i]!.category === category);
    return `${category} ${own.filter(top5).length}/${own.length}`;
  });
  const missed = CORPUS.flatMap((entry, i) =>
    top5(ranks[i]!) ? [] : [`${entry.category}: «${entry.query}» → ${entry.expect} (rank ${ranks[i] || '—'})`],
  );
  const text = `${CORPUS.length} queries: recall@5 ${recallAt5.toFixed(3)}, MRR ${mrr.toFixed(3)} (${categories.join(', ')})`;
  return { recallAt5, mrr, missed, text };
}
