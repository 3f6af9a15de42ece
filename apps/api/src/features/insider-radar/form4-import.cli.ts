// `npm run import:form4 -- <file or directory>…`: imports SEC ownership documents (Form 3/4/5 XML, or
// the XML inside a full-submission .txt) into the database the server would use (DATABASE_URL, else
// PGlite in DATA_DIR). Skipped files go to stderr with their reason; the last line on stdout is the
// JSON summary {"files":N,"filings":N,"deals":N,"skipped":[{"file","reason"}…]}; every 100 files a
// progress line goes to stderr.
import { resolve } from 'node:path';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { createInsiderFilingsRepository } from './insider-filings.repository';
import { recomputeClusters } from './insider-clusters.repository';
import { importForm4 } from './form4-import.service';

// npm runs the workspace script in apps/api: paths are taken relative to where the command was typed.
const paths = process.argv
  .slice(2)
  .filter((arg) => arg !== '--')
  .map((arg) => resolve(process.env.INIT_CWD ?? process.cwd(), arg));
if (paths.length === 0) {
  console.error('Использование: npm run import:form4 -- <файл или папка>…');
  process.exit(2);
}
const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const summary = await importForm4(createInsiderFilingsRepository(database.db), paths, {
    onSkipped: (file, reason) => console.error(`[import:form4] пропущен ${file}: ${reason}`),
    // Each filing is its own transaction: killed anywhere, a rerun skips what is in and does the rest.
    onProgress: (files) => {
      if (files % 100 === 0) console.error(`[import:form4] ${files} files`);
    },
    afterImport: () => recomputeClusters(database.db),
  });
  // The summary is the command's output (stdout), not a log line.
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} finally {
  await database.close();
}
