// `npx tsx apps/api/bench/import.ts [--filings N]`: `import:form4` on a folder of N filings (1,000 by default)
// made from the real SEC filings in test/fixtures/form4 — distinct issuers, owners and accession numbers; 3 % of
// them duplicates (the same filing under another name), 2 % amendments with their originals, 1 % broken XML —
// into a fresh PGlite (or BENCH_DATABASE_URL, a database of its own), then the same folder again (nothing may
// change). Prints the two summaries and times.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { recomputeClusters } from '../src/features/insider-radar/insider-clusters.repository';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { writeForm4Folder } from '../test/form4-folder';

const { values } = parseArgs({ options: { filings: { type: 'string', default: '1000' } } });
const total = Number(values.filings);
const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
writeForm4Folder(dir, total);

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dir, 'db') });
await database.migrate();
const repository = createInsiderFilingsRepository(database.db);
for (const round of ['first import', 'the same folder again']) {
  const started = performance.now();
  const summary = await importForm4(repository, [dir], { afterImport: () => recomputeClusters(database.db) });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${round}: ${summary.files} files, ${summary.filings} filings, ${summary.deals} deals, ${summary.skipped.length} skipped in ${seconds.toFixed(1)} s`,
  );
}
await database.close();
