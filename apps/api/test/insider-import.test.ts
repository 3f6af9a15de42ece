import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { insiderDeals, insiderFilings, insiders, stocks } from '../src/db/schema';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { describeOnDatabases } from './support';

const FIXTURES = new URL('./fixtures/form4/', import.meta.url).pathname;
const fixture = (name: string) => join(FIXTURES, name);

/** Deals per fixture (non-derivative and derivative transactions; holdings are not deals): form4-parse.test.ts lists them. */
const DEALS_IN_FIXTURES = 6 + 1 + 1 + 3 + 10 + 1 + 2 + 19 + 6 + 8 + 1 + 7 + 3 + 10 + 7 + 13 + 2 + 3 + 7 + 4 + 5 + 16;

async function tableCounts(ctx: { db: Parameters<typeof queryRows>[0] }) {
  const [row] = await queryRows<{ filings: number; deals: number; owners: number; insiders: number }>(
    ctx.db,
    sql`SELECT (SELECT count(*)::int FROM insider_filings) AS filings,
               (SELECT count(*)::int FROM insider_deals WHERE filing_id IS NOT NULL) AS deals,
               (SELECT count(*)::int FROM insider_filing_owners) AS owners,
               (SELECT count(*)::int FROM insiders WHERE cik IS NOT NULL) AS insiders`,
  );
  return row!;
}

describeOnDatabases('Form 4 import', (ctx) => {
  it('imports the fixture directory once: one summary, every deal; a second import changes nothing', async () => {
    const repository = createInsiderFilingsRepository(ctx.db);
    const first = await importForm4(repository, [FIXTURES]);
    expect(first).toEqual({ files: 22, filings: 22, deals: DEALS_IN_FIXTURES, skipped: [] });
    const after = await tableCounts(ctx);
    expect(after.filings).toBe(22);
    // The amendment's original is not among the fixtures: nothing was replaced.
    expect(after.deals).toBe(DEALS_IN_FIXTURES);

    const second = await importForm4(repository, [FIXTURES]);
    expect(second).toEqual({ files: 22, filings: 0, deals: 0, skipped: [] });
    expect(await tableCounts(ctx)).toEqual(after);
  });

  it('stores what the radar shows: unknown prices as null, fractions, codes, 10b5-1, owners', async () => {
    const repository = createInsiderFilingsRepository(ctx.db);
    await importForm4(repository, [
      fixture('aapl_cook_2019-08_M_F_S.xml'),
      fixture('guts_0000950170-24-012830_C_P_6owners.xml'),
    ]);
    const [apple] = await ctx.db.select().from(stocks).where(eq(stocks.ticker, 'AAPL'));
    expect(apple).toMatchObject({ name: 'Apple Inc.', currency: 'USD' });
    const deals = await ctx.db
      .select()
      .from(insiderDeals)
      .where(eq(insiderDeals.stockId, apple!.id))
      .orderBy(insiderDeals.seq);
    expect(
      deals.map((d) => [
        d.code,
        d.kind,
        Number(d.shares),
        d.price === null ? null : Number(d.price),
        d.plan10b51,
        d.derivative,
      ]),
    ).toEqual([
      ['M', 'other', 560000, null, false, false],
      ['F', 'other', 294840, 202.64, false, false],
      ['S', 'sell', 129555, 205.75, true, false],
      ['S', 'sell', 132113, 206.55, true, false],
      ['S', 'sell', 3492, 207.13, true, false],
      ['M', 'other', 560000, null, false, true],
    ]);
    expect(deals[0]!.value).toBeNull();
    const [cook] = await ctx.db.select().from(insiders).where(eq(insiders.id, deals[0]!.insiderId!));
    expect(cook).toMatchObject({
      name: 'COOK TIMOTHY D',
      cik: '0001214156',
      isDirector: true,
      isOfficer: true,
      position: 'Руководитель (Chief Executive Officer), Член совета директоров',
    });
    // Six reporting owners: six insiders of the filing; the deals are the filer's (the first owner's).
    const [guts] = await ctx.db
      .select()
      .from(insiderFilings)
      .where(eq(insiderFilings.accession, '0000950170-24-012830'));
    const owners = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM insider_filing_owners WHERE filing_id = ${guts!.id}`,
    );
    expect(owners[0]!.n).toBe(6);
  });

  it('a 4/A replaces the deals of the filing it amends and keeps every other filing’s deals', async () => {
    const repository = createInsiderFilingsRepository(ctx.db);
    const dir = mkdtempSync(join(tmpdir(), 'form4-'));
    // An issuer of its own (the fixture directory, imported above, holds the amendment of AWI itself).
    const amendment = readFileSync(fixture('sec-sample_form4a_AMENDMENT_fictional.xml'), 'utf8')
      .replace(/<issuerCik>[^<]*<\/issuerCik>/, '<issuerCik>4444444444</issuerCik>')
      .replace('<issuerTradingSymbol>AWI</issuerTradingSymbol>', '<issuerTradingSymbol>AWIX</issuerTradingSymbol>');
    // The original: the same issuer and owners, filed on the amendment's dateOfOriginalSubmission, with other deals.
    const original = amendment
      .replace('<documentType>4/A</documentType>', '<documentType>4</documentType>')
      .replace(/<dateOfOriginalSubmission>[^<]*<\/dateOfOriginalSubmission>/, '')
      .replace(/<signatureDate>[^<]*<\/signatureDate>/g, '<signatureDate>2003-03-01</signatureDate>')
      .replace('<value>2000</value>', '<value>2500</value>');
    // Another filing of the same issuer by the same owners, filed another day: untouched by the amendment.
    const other = original
      .replace(/<signatureDate>[^<]*<\/signatureDate>/g, '<signatureDate>2003-04-01</signatureDate>')
      .replace('<value>2500</value>', '<value>7777</value>');
    writeFileSync(join(dir, 'original.xml'), original);
    writeFileSync(join(dir, 'other.xml'), other);
    writeFileSync(join(dir, 'amendment.xml'), amendment);

    expect(await importForm4(repository, [join(dir, 'original.xml'), join(dir, 'other.xml')])).toMatchObject({
      filings: 2,
      deals: 6,
    });
    const shares = async () =>
      (
        await queryRows<{ shares: string }>(
          ctx.db,
          sql`SELECT d.shares::text FROM insider_deals d JOIN stocks s ON s.id = d.stock_id WHERE s.ticker = 'AWIX' ORDER BY d.shares`,
        )
      ).map((r) => Number(r.shares));
    expect(await shares()).toEqual([0, 0, 2500, 7777, 33333, 33333]);

    expect(await importForm4(repository, [join(dir, 'amendment.xml')])).toMatchObject({ filings: 1, deals: 3 });
    expect(await shares()).toEqual([0, 0, 2000, 7777, 33333, 33333]);
    const [orig] = await queryRows<{ amended: boolean }>(
      ctx.db,
      sql`SELECT amended_by_id IS NOT NULL AS amended FROM insider_filings WHERE source_name = 'original.xml'`,
    );
    expect(orig!.amended).toBe(true);

    // Again, in any order: nothing changes.
    expect(await importForm4(repository, [dir])).toMatchObject({ filings: 0, deals: 0 });
    expect(await shares()).toEqual([0, 0, 2000, 7777, 33333, 33333]);
  });

  it('an original that arrives after its amendment brings no deals', async () => {
    const repository = createInsiderFilingsRepository(ctx.db);
    const dir = mkdtempSync(join(tmpdir(), 'form4-late-'));
    const amendment = readFileSync(fixture('sec-sample_form4a_AMENDMENT_fictional.xml'), 'utf8')
      .replace(/<issuerCik>[^<]*<\/issuerCik>/, '<issuerCik>5555555555</issuerCik>')
      .replace('<issuerTradingSymbol>AWI</issuerTradingSymbol>', '<issuerTradingSymbol>AWIL</issuerTradingSymbol>');
    const original = amendment
      .replace('<documentType>4/A</documentType>', '<documentType>4</documentType>')
      .replace(/<dateOfOriginalSubmission>[^<]*<\/dateOfOriginalSubmission>/, '')
      .replace(/<signatureDate>[^<]*<\/signatureDate>/g, '<signatureDate>2003-03-01</signatureDate>')
      .replace('<value>2000</value>', '<value>2500</value>');
    writeFileSync(join(dir, 'a-amendment.xml'), amendment);
    writeFileSync(join(dir, 'b-original.xml'), original);
    expect(await importForm4(repository, [dir])).toMatchObject({ filings: 2, deals: 3 });
    const rows = await queryRows<{ shares: string }>(
      ctx.db,
      sql`SELECT d.shares::text FROM insider_deals d JOIN stocks s ON s.id = d.stock_id WHERE s.ticker = 'AWIL'`,
    );
    expect(rows.map((r) => Number(r.shares)).sort((a, b) => a - b)).toEqual([0, 2000, 33333]);
  });

  it('a malformed file is reported by name with the reason; the rest of the batch goes on', async () => {
    const repository = createInsiderFilingsRepository(ctx.db);
    const dir = mkdtempSync(join(tmpdir(), 'form4-bad-'));
    writeFileSync(join(dir, 'a-broken.xml'), '<ownershipDocument><documentType>4</documentType><issuer>');
    writeFileSync(
      join(dir, 'b-good.xml'),
      readFileSync(fixture('ntra_0001062993-22-008150_P.xml'), 'utf8').replace('0001062993-22-008150', 'x'),
    );
    writeFileSync(join(dir, 'c-not-form4.txt'), 'hello');
    const skipped: string[] = [];
    const summary = await importForm4(repository, [dir, join(dir, 'missing.xml')], {
      onSkipped: (file) => skipped.push(file),
    });
    expect(summary.files).toBe(4);
    expect(summary.skipped.map((s) => s.file)).toEqual([
      join(dir, 'a-broken.xml'),
      join(dir, 'c-not-form4.txt'),
      join(dir, 'missing.xml'),
    ]);
    expect(summary.skipped[0]!.reason).toMatch(/неверный XML/);
    expect(summary.skipped[1]!.reason).toMatch(/ownershipDocument/);
    expect(summary.skipped[2]!.reason).toMatch(/ENOENT/);
    expect(skipped).toHaveLength(3);
  });

  it('never files a US issuer under a Moscow Exchange share of the same ticker: TICKER.US instead', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'form4-clash-'));
    const apple = readFileSync(fixture('aapl_cook_2019-08_M_F_S.xml'), 'utf8');
    writeFileSync(join(dir, 'gazp.xml'), apple.replace('<issuerTradingSymbol>AAPL<', '<issuerTradingSymbol>GAZP<'));
    const [before] = await ctx.db.select().from(stocks).where(eq(stocks.ticker, 'GAZP'));
    const summary = await importForm4(createInsiderFilingsRepository(ctx.db), [dir]);
    expect(summary).toMatchObject({ filings: 1, deals: 6, skipped: [] });
    const [gazprom] = await ctx.db.select().from(stocks).where(eq(stocks.ticker, 'GAZP'));
    expect(gazprom).toEqual(before);
    const [us] = await ctx.db.select().from(stocks).where(eq(stocks.ticker, 'GAZP.US'));
    expect(us).toMatchObject({ name: 'Apple Inc.', currency: 'USD', dealsCount: 6, tickerUrl: '/stocks/gazp.us' });
  });
});

it('npm run import:form4 prints one JSON summary line at the end (PGlite in a data directory)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'form4-cli-'));
  const stdout = execFileSync(
    'npx',
    [
      'tsx',
      'src/features/insider-radar/form4-import.cli.ts',
      fixture('ntra_0001062993-22-008150_P.xml'),
      fixture('afrm_0001209191-21-003765_P.xml'),
    ],
    {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' },
      encoding: 'utf8',
    },
  );
  const lines = stdout.trim().split('\n');
  expect(JSON.parse(lines.at(-1)!)).toEqual({ files: 2, filings: 2, deals: 4, skipped: [] });
}, 60_000);
