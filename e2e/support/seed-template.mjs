// Seeds the demo data once into e2e/.template-data, the data directory every journey file copies
// (support/server.mjs). Run first by `npm test -w e2e`: it starts the built product on a fresh
// directory, which migrates and seeds it, and stops it cleanly so the directory is complete.
import { existsSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { startProduct, templateDataDir } from './server.mjs';

const started = Date.now();
rmSync(templateDataDir, { recursive: true, force: true });
const product = await startProduct({ fromTemplate: false, keepDataDir: true });
await product.stop();
if (!existsSync(`${product.dataDir}/PG_VERSION`))
  throw new Error(`the seeded data directory ${product.dataDir} is incomplete`);
await cp(product.dataDir, templateDataDir, { recursive: true });
rmSync(product.dataDir, { recursive: true, force: true });
console.info(`e2e: demo data seeded once into ${templateDataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
