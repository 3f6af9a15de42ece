import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dealTypeOf } from '@investradar/ui/domain';
import { insiderPositionText } from './insider-position';
import type { Database } from '../../db/client';
import { insiderDeals, insiderFilingOwners, insiderFilings, insiders, stocks } from '../../db/schema';
import type { ParsedFiling } from './form4-parse';

export type FilingOutcome =
  /** Imported with this many deals (an amendment: replacing those of the filing it amends, when found). */
  | { status: 'imported'; deals: number; amended: boolean }
  /** Already imported (same accession, or the same XML): nothing changed. */
  | { status: 'unchanged' };

/** What makes an amendment and the filing it amends belong together: issuer, owners and the original's filing date. */
function ownerCiks(filing: ParsedFiling): string {
  return [...new Set(filing.owners.map((owner) => owner.cik))].sort().join(',');
}

/**
 * Writes one parsed filing in one transaction: its issuer (a share, by ticker), its owners (insiders,
 * by CIK), the filing and its deals. Idempotent: a filing already there (by key) changes nothing.
 * An amendment (4/A) removes the deals of the filing it amends — the same issuer and owners, filed on
 * its dateOfOriginalSubmission — and brings its own; every other filing keeps its deals. An original
 * that arrives after its amendment is recorded without deals.
 */
export function createInsiderFilingsRepository(db: Database) {
  return {
    async importFiling(filing: ParsedFiling, sourceName: string | null): Promise<FilingOutcome> {
      return db.transaction(async (tx) => {
        // Imports of one issuer take turns, so two processes importing the same file (or an amendment
        // and its original) at once cannot both miss each other.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`form4:${filing.issuer.cik}`}))`);
        const [existing] = await tx
          .select({ id: insiderFilings.id })
          .from(insiderFilings)
          .where(eq(insiderFilings.key, filing.key));
        if (existing) return { status: 'unchanged' } as const;

        const stockId = await upsertStock(tx as unknown as Database, filing);
        const owners = ownerCiks(filing);
        // One insider per CIK (a CIK listed twice in one filing is one owner).
        const idByCik = new Map<string, number>();
        for (const owner of filing.owners) {
          if (idByCik.has(owner.cik)) continue;
          const position = insiderPositionText(owner);
          const relation = {
            position,
            stockId,
            isDirector: owner.isDirector,
            isOfficer: owner.isOfficer,
            isTenPercentOwner: owner.isTenPercentOwner,
            isOther: owner.isOther,
          };
          const [row] = await tx
            .insert(insiders)
            .values({ name: owner.name, cik: owner.cik, ...relation })
            // The latest filing describes the relationship; the name stays as first filed (a rename
            // would re-index search for nothing).
            .onConflictDoUpdate({ target: insiders.cik, set: relation })
            .returning({ id: insiders.id });
          idByCik.set(owner.cik, row!.id);
        }
        const uniqueOwners = filing.owners.filter(
          (owner, i) => filing.owners.findIndex((o) => o.cik === owner.cik) === i,
        );

        // An original whose amendment is already here: recorded (so it stays idempotent), without deals.
        let amendedById: number | null = null;
        if (!filing.isAmendment) {
          const [amendment] = await tx
            .select({ id: insiderFilings.id })
            .from(insiderFilings)
            .where(
              and(
                eq(insiderFilings.issuerCik, filing.issuer.cik),
                eq(insiderFilings.ownerCiks, owners),
                eq(insiderFilings.originalFiledAt, filing.filedAt),
              ),
            )
            .limit(1);
          amendedById = amendment?.id ?? null;
        }

        const [inserted] = await tx
          .insert(insiderFilings)
          .values({
            key: filing.key,
            accession: filing.accession,
            documentType: filing.documentType,
            stockId,
            issuerCik: filing.issuer.cik,
            periodOfReport: filing.periodOfReport,
            filedAt: filing.filedAt,
            originalFiledAt: filing.originalFiledAt,
            amendedById,
            ownerCiks: owners,
            sourceName,
          })
          .returning({ id: insiderFilings.id });
        const filingId = inserted!.id;
        await tx.insert(insiderFilingOwners).values(
          uniqueOwners.map((owner, position) => ({
            filingId,
            insiderId: idByCik.get(owner.cik)!,
            position,
            isDirector: owner.isDirector,
            isOfficer: owner.isOfficer,
            officerTitle: owner.officerTitle,
            isTenPercentOwner: owner.isTenPercentOwner,
            isOther: owner.isOther,
            otherText: owner.otherText,
          })),
        );

        let amended = false;
        if (filing.isAmendment && filing.originalFiledAt) {
          const originals = await tx
            .select({ id: insiderFilings.id })
            .from(insiderFilings)
            .where(
              and(
                eq(insiderFilings.issuerCik, filing.issuer.cik),
                eq(insiderFilings.ownerCiks, owners),
                eq(insiderFilings.filedAt, filing.originalFiledAt),
                isNull(insiderFilings.amendedById),
                sql`${insiderFilings.id} <> ${filingId}`,
              ),
            );
          if (originals.length > 0) {
            const ids = originals.map((o) => o.id);
            await tx.delete(insiderDeals).where(inArray(insiderDeals.filingId, ids));
            await tx.update(insiderFilings).set({ amendedById: filingId }).where(inArray(insiderFilings.id, ids));
            amended = true;
          }
        }

        if (amendedById !== null || filing.deals.length === 0)
          return { status: 'imported', deals: 0, amended } as const;
        // Deals belong to the first reporting owner (the filer); the others are in insider_filing_owners.
        const insiderId = idByCik.get(filing.owners[0]!.cik)!;
        await tx.insert(insiderDeals).values(
          filing.deals.map((deal) => ({
            insiderId,
            stockId,
            kind: dealTypeOf(deal.code),
            code: deal.code,
            acquiredDisposed: deal.acquiredDisposed,
            shares: deal.shares,
            price: deal.price,
            value: deal.value,
            currency: 'USD',
            dealDate: deal.tradeDate,
            filedAt: filing.filedAt,
            holdingsAfter: deal.holdingsAfter,
            ownership: deal.ownership,
            plan10b51: deal.plan10b51,
            derivative: deal.derivative,
            securityTitle: deal.securityTitle || null,
            filingId,
            seq: deal.seq,
          })),
        );
        return { status: 'imported', deals: filing.deals.length, amended } as const;
      });
    },
  };
}
export type InsiderFilingsRepository = ReturnType<typeof createInsiderFilingsRepository>;

/**
 * The issuer's share by ticker (two CIKs filing under one ticker — Google Inc. and Alphabet — are one
 * share). Only a US share (USD) is ever matched: a Moscow Exchange share holding the same ticker
 * (Т-Технологии's T and AT&T's) is not the issuer, which is then filed as TICKER.US.
 */
async function upsertStock(db: Database, filing: ParsedFiling): Promise<number> {
  for (const ticker of [filing.issuer.ticker, `${filing.issuer.ticker}.US`]) {
    const find = () =>
      db.select({ id: stocks.id, currency: stocks.currency }).from(stocks).where(eq(stocks.ticker, ticker));
    const [found] = await find();
    if (found) {
      if (found.currency === 'USD') return found.id;
      continue;
    }
    const [row] = await db
      .insert(stocks)
      .values({ ticker, name: filing.issuer.name, tickerUrl: `/stocks/${ticker.toLowerCase()}`, currency: 'USD' })
      .onConflictDoNothing()
      .returning({ id: stocks.id });
    if (row) return row.id;
    const [again] = await find();
    if (again?.currency === 'USD') return again.id;
  }
  throw new Error(`тикер ${filing.issuer.ticker} занят другими акциями`);
}
