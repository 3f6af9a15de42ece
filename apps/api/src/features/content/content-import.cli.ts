// `npm run content:import -w apps/api [-- <folder>]`: the content files (default apps/api/content) into
// the database the server would use (DATABASE_URL, else PGlite in DATA_DIR). All or nothing: a file with
// an error is reported on stderr with its messages and nothing is written. Idempotent: entries whose
// file did not change are left alone. The last line on stdout is the JSON summary
// {"created":[slugs],"updated":[slugs],"unchanged":N}.
import { resolve } from 'node:path';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { createContentRepository } from './content.repository';
import { CONTENT_DIR, readContentFolder } from './content-files';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const dir = args[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : CONTENT_DIR;
const read = await readContentFolder(dir);
if (read.failures.length) {
  for (const { file, errors } of read.failures) {
    for (const [field, messages] of Object.entries(errors))
      console.error(`[content:import] ${file}: ${field}: ${messages.join('; ')}`);
  }
  console.error(`[content:import] ошибок в файлах: ${read.failures.length}; ничего не импортировано`);
  process.exit(1);
}
const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const outcome = await createContentRepository(database.db).importEntries(read.entries);
  for (const slug of outcome.created) console.error(`[content:import] добавлен ${slug}`);
  for (const slug of outcome.updated) console.error(`[content:import] обновлен ${slug}`);
  process.stdout.write(
    `${JSON.stringify({ created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged.length })}\n`,
  );
} finally {
  await database.close();
}
