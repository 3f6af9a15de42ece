// Seeds the demo data once into e2e/.template-data, the data directory every journey file copies
// (support/server.mjs). Run first by `npm test -w e2e`: it starts the built product on a fresh
// directory, which migrates and seeds it, and stops it cleanly so the directory is complete.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { startProduct, templateDataDir } from './server.mjs';

/** apps/api/src/lib/data-dir-lock.ts: the file a server keeps in its PGlite directory while it runs. */
const LOCK_FILE = '.investradar.lock';

const started = Date.now();
rmSync(templateDataDir, { recursive: true, force: true });
const product = await startProduct({ fromTemplate: false, keepDataDir: true });
await product.stop();
if (!existsSync(`${product.dataDir}/PG_VERSION`))
  throw new Error(`the seeded data directory ${product.dataDir} is incomplete`);
// The server's last process lets go of the directory (its lock file) after the script that started it has
// exited: closing PGlite writes the freshly seeded database back, which took over 15 s on a CI machine busy
// with the API tests (24 Nov). The copy waits for that, so it is of a closed database: as long as the lock's
// holder runs, up to two minutes; a holder gone without releasing the lock (killed) left it incomplete.
const lock = join(product.dataDir, LOCK_FILE);
const holderPid = (() => {
  try {
    return JSON.parse(readFileSync(lock, 'utf8')).pid;
  } catch {
    return undefined;
  }
})();
const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
for (const waitStarted = Date.now(); existsSync(lock);) {
  if (holderPid !== undefined && !running(holderPid)) {
    if (!existsSync(lock)) break;
    throw new Error(`the server (pid ${holderPid}) ended without letting go of ${lock}: the data may be incomplete`);
  }
  if (Date.now() - waitStarted > 120_000) throw new Error(`the server still holds ${lock} 2 minutes after it stopped`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await cp(product.dataDir, templateDataDir, { recursive: true, filter: (source) => !source.endsWith(LOCK_FILE) });
rmSync(product.dataDir, { recursive: true, force: true });
console.info(`e2e: demo data seeded once into ${templateDataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
