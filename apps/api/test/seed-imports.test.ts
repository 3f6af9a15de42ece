// The seed never lands on data it did not write (issue #34): SEC filings imported before the seed and
// after it give the same issuers, insiders and deals, and the demo data is the same either way.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../src/db/client';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { hashPassword } from '../src/lib/password';
import { seedDatabase, seedPlan } from '../src/seed/index';
import { createPostgresDatabase } from './security-processes';
import { DEMO_PASSWORD, TEST_DATABASE_URL } from './support';

const FIXTURES = new URL('./fixtures/form4/', import.meta.url).pathname;
const passwordHash = hashPassword(DEMO_PASSWORD);

/** What the imported filings say, by natural keys only (accession, ticker, CIK): ids differ between orders. */
async function importedData(db: Database) {
  const issuers = await queryRows(
    db,
    sql`SELECT ticker, name, currency, last_price, deals_count, ideas_count,
               (SELECT count(*)::int FROM stock_prices p WHERE p.stock_id = s.id) AS closes
        FROM stocks s WHERE currency = 'USD' ORDER BY ticker`,
  );
  const insiders = await queryRows(
    db,
    sql`SELECT i.cik, i.name, i.position, i.is_director, i.is_officer, i.is_ten_percent_owner, i.is_other,
               s.ticker, i.deals_count
        FROM insiders i LEFT JOIN stocks s ON s.id = i.stock_id WHERE i.cik IS NOT NULL ORDER BY i.cik`,
  );
  const deals = await queryRows(
    db,
    sql`SELECT f.key, d.seq, i.cik, s.ticker, d.code, d.kind, d.shares, d.price, d.value, d.currency,
               d.deal_date, d.filed_at, d.holdings_after, d.ownership
        FROM insider_deals d
        JOIN insider_filings f ON f.id = d.filing_id
        LEFT JOIN insiders i ON i.id = d.insider_id
        JOIN stocks s ON s.id = d.stock_id
        ORDER BY f.key, d.seq, d.derivative`,
  );
  // Deals of an imported insider or issuer that no filing brought: the seed's, landed on them.
  const [strays] = await queryRows<{ deals: number; ideas: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM insider_deals d
                WHERE d.filing_id IS NULL
                  AND (d.insider_id IN (SELECT id FROM insiders WHERE cik IS NOT NULL)
                       OR d.stock_id IN (SELECT id FROM stocks WHERE currency = 'USD'))) AS deals,
               (SELECT count(*)::int FROM ideas WHERE stock_id IN (SELECT id FROM stocks WHERE currency = 'USD')) AS ideas`,
  );
  return { issuers, insiders, deals, strays };
}

/** A fingerprint of the demo data itself (by names and tickers, not ids). */
async function demoData(db: Database) {
  const [row] = await queryRows(
    db,
    sql`SELECT (SELECT count(*)::int FROM stocks WHERE currency = 'RUB') AS stocks,
               (SELECT count(*)::int FROM insiders WHERE cik IS NULL) AS insiders,
               (SELECT count(*)::int FROM insider_deals WHERE filing_id IS NULL) AS deals,
               (SELECT sum(value)::text FROM insider_deals WHERE filing_id IS NULL) AS deals_value,
               (SELECT md5(string_agg(s.ticker || ':' || i.name || ':' || i.deals_count, ',' ORDER BY i.name, s.ticker, i.deals_count))
                  FROM insiders i JOIN stocks s ON s.id = i.stock_id WHERE i.cik IS NULL) AS insiders_hash,
               (SELECT count(*)::int FROM ideas) AS ideas,
               (SELECT md5(string_agg(s.ticker || ':' || p.date || ':' || p.close, ',' ORDER BY s.ticker, p.date))
                  FROM stock_prices p JOIN stocks s ON s.id = p.stock_id) AS prices_hash,
               (SELECT md5(string_agg(s.ticker || ':' || x.name || ':' || x.status || ':' || x.start_price, ',' ORDER BY x.opened_at, x.name, x.status))
                  FROM ideas x JOIN stocks s ON s.id = x.stock_id) AS ideas_hash,
               (SELECT md5(string_agg(u.email || ':' || x.name || ':' || x.opened_at || ':' || v.vote, ',' ORDER BY u.email, x.opened_at, x.name, v.vote))
                  FROM idea_votes v JOIN users u ON u.id = v.user_id JOIN ideas x ON x.id = v.idea_id) AS votes_hash,
               (SELECT md5(string_agg(u.email || ':' || x.name || ':' || b.bet || ':' || b.coins || ':' || coalesce(b.result, '-'), ',' ORDER BY u.email, x.opened_at, x.name, b.bet))
                  FROM bets b JOIN users u ON u.id = b.user_id JOIN ideas x ON x.id = b.idea_id) AS bets_hash,
               (SELECT md5(string_agg(email || ':' || name || ':' || coins || ':' || liga_rating, ',' ORDER BY email))
                  FROM users WHERE liga_rating IS NOT NULL) AS league_hash`,
  );
  return row;
}

/** Seeded rows dated after today in Moscow, or disclosed before their trade: the radar would show them. */
async function impossibleDates(db: Database) {
  const today = sql`(now() AT TIME ZONE 'Europe/Moscow')::date`;
  const [row] = await queryRows(
    db,
    sql`SELECT (SELECT count(*)::int FROM insider_deals WHERE filing_id IS NULL AND (deal_date > ${today} OR filed_at > ${today} OR filed_at < deal_date)) AS deals,
               (SELECT count(*)::int FROM stock_prices WHERE date > ${today}) AS closes,
               (SELECT count(*)::int FROM ideas WHERE opened_at > now() OR closed_at > now()) AS ideas,
               (SELECT count(*)::int FROM bets b JOIN ideas i ON i.id = b.idea_id WHERE b.created_at > now() OR b.created_at < i.opened_at) AS bets`,
  );
  return row;
}

async function importFixtures(db: Database) {
  const summary = await importForm4(createInsiderFilingsRepository(db), [FIXTURES]);
  expect(summary.skipped).toEqual([]);
  return summary;
}

async function seed(db: Database): Promise<string[]> {
  const lines: string[] = [];
  await seedDatabase(db, { passwordHash: await passwordHash, log: (line) => lines.push(line) });
  return lines;
}

const backends: Array<{
  name: string;
  skip: boolean;
  open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>;
}> = [
  {
    name: 'PGlite',
    skip: false,
    open: async () => ({ handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} }),
  },
  {
    name: 'PostgreSQL',
    skip: process.env.SKIP_POSTGRES === '1',
    open: async () => {
      const created = await createPostgresDatabase(TEST_DATABASE_URL);
      return { handle: await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 }), drop: created.drop };
    },
  },
];

for (const backend of backends) {
  (backend.skip ? describe.skip : describe)(`seed and imports [${backend.name}]`, () => {
    it('import then seed, and seed then import: the same imported rows, the same demo data', async () => {
      const first = await backend.open();
      const second = await backend.open();
      try {
        await first.handle.migrate();
        await second.handle.migrate();

        // Imported first: the database is not empty, but holds nothing of the seed's.
        await importFixtures(first.handle.db);
        expect(await seedPlan(first.handle.db)).toMatchObject({ kind: 'around', filings: 22 });
        const importedOnly = await importedData(first.handle.db);
        const aroundLog = await seed(first.handle.db);
        expect(aroundLog).toContainEqual(
          expect.stringMatching(/holds imported data \(22 filings.*seeding demo data around it/),
        );

        // Seeded first, imported after.
        expect(await seedPlan(second.handle.db)).toEqual({ kind: 'empty' });
        expect(await seed(second.handle.db)).toContain('empty database: seeding demo data (one transaction)');
        await importFixtures(second.handle.db);

        const importThenSeed = await importedData(first.handle.db);
        const seedThenImport = await importedData(second.handle.db);
        expect(importThenSeed.deals.length).toBeGreaterThan(100);
        expect(importThenSeed.strays).toEqual({ deals: 0, ideas: 0 });
        expect(importThenSeed).toEqual(seedThenImport);
        // The seed changed nothing of what the import wrote.
        expect(importThenSeed).toEqual(importedOnly);
        expect(await demoData(first.handle.db)).toEqual(await demoData(second.handle.db));
        expect(await impossibleDates(first.handle.db)).toEqual({ deals: 0, closes: 0, ideas: 0, bets: 0 });

        // Seeded (accounts, ideas): a later start does not seed again, and says why.
        const again = await seed(second.handle.db);
        expect(again).toEqual([expect.stringMatching(/already holds data \(table \w+\): not seeded/)]);
      } finally {
        await first.handle.close();
        await second.handle.close();
        await first.drop();
        await second.drop();
      }
    }, 600_000);
  });
}
