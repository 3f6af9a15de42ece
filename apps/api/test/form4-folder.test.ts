// import:form4 on a folder as real ones look (form4-folder.ts): duplicates, amendments, broken files;
// killed midway (SIGKILL) and run again, it ends where an uninterrupted import ends (issue #34).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { writeForm4Folder } from './form4-folder';

const API = new URL('..', import.meta.url).pathname;
const CLI = 'src/features/insider-radar/form4-import.cli.ts';

function env(dataDir: string) {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' };
}

/** Starts the import and kills it (SIGKILL) once it reports its first 100 files. */
function importKilledMidway(folder: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', CLI, folder], { cwd: API, env: env(dataDir), detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // npx and tsx run the CLI as a child: the whole process group goes.
      if (/\[import:form4\] 100 files/.test(stderr) && child.pid) process.kill(-child.pid, 'SIGKILL');
    });
    child.on('error', reject);
    // npx exits before the CLI under it has been reaped: wait until no process of the group is left.
    child.on('exit', async () => {
      for (;;) {
        try {
          process.kill(-child.pid!, 0);
        } catch {
          return resolve(stderr);
        }
        await new Promise((done) => setTimeout(done, 50));
      }
    });
  });
}

function importToEnd(folder: string, dataDir: string) {
  const stdout = execFileSync('npx', ['tsx', CLI, folder], { cwd: API, env: env(dataDir), encoding: 'utf8' });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { files: number; filings: number; skipped: unknown[] };
}

async function contents(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [row] = await queryRows<{
      filings: number;
      deals: number;
      insiders: number;
      issuers: number;
      deals_hash: string;
    }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM insider_filings) AS filings,
                 (SELECT count(*)::int FROM insider_deals) AS deals,
                 (SELECT count(*)::int FROM insiders) AS insiders,
                 (SELECT count(*)::int FROM stocks) AS issuers,
                 (SELECT md5(string_agg(f.key || ':' || d.seq || ':' || d.shares || ':' || coalesce(d.price::text, '-'), ',' ORDER BY f.key, d.seq, d.derivative))
                    FROM insider_deals d JOIN insider_filings f ON f.id = d.filing_id) AS deals_hash`,
    );
    return row;
  } finally {
    await database.close();
  }
}

it('a folder of 200 files, killed midway and run again, ends as an uninterrupted import (PGlite)', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'form4-folder-'));
  const expected = writeForm4Folder(folder, 200);
  const clean = mkdtempSync(join(tmpdir(), 'form4-clean-'));
  const whole = importToEnd(folder, clean);
  expect(whole).toMatchObject({ files: 200, filings: expected.filings });
  expect(whole.skipped).toHaveLength(expected.broken);

  const killed = mkdtempSync(join(tmpdir(), 'form4-killed-'));
  expect(await importKilledMidway(folder, killed)).toMatch(/\[import:form4\] 100 files/);
  const partial = await contents(killed);
  expect(partial!.filings).toBeGreaterThan(0);
  expect(partial!.filings).toBeLessThan(expected.filings);
  const rerun = importToEnd(folder, killed);
  expect(rerun.filings).toBe(expected.filings - partial!.filings);
  expect(await contents(killed)).toEqual(await contents(clean));
  // Once more: nothing changes.
  expect(importToEnd(folder, killed)).toMatchObject({ files: 200, filings: 0 });
}, 240_000);
