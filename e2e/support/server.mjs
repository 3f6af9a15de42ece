// Starts the built product (`node scripts/start.mjs --no-build`: the API serving apps/web/dist) on a
// free port over a fresh temporary database, waits until it answers, and stops it again.
//
// Seeding the demo data (1,000 ideas, two years of prices) takes most of a start (≈15 s of ≈16 s), so
// `npm test -w e2e` seeds once into a template data directory (support/seed-template.mjs) and every
// journey file starts on a copy of it: each file still has a database of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The journeys test what `npm start` serves: build the web app once if it has not been built. */
export function ensureWebBuild() {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w apps/web failed (exit ${result.status})`);
}

async function waitUntilUp(baseUrl, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before answering:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/account`, { headers: { Accept: 'application/json' } });
      if (response.ok) {
        const index = await fetch(`${baseUrl}/auth/login`, { headers: { Accept: 'text/html' } });
        if (index.ok && (await index.text()).includes('<div id="root">')) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * The seeded data directory the journeys copy, written by support/seed-template.mjs at the start of
 * every `npm test -w e2e` (so it never outlives a change to the migrations or the seed). A journey
 * file run on its own, without it, seeds its own database.
 */
export const templateDataDir = join(repoRoot, 'e2e', '.template-data');

export async function startProduct({ timeoutMs = 180_000, fromTemplate = true, keepDataDir = false } = {}) {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'investradar-e2e-'));
  if (fromTemplate && existsSync(join(templateDataDir, 'PG_VERSION'))) {
    await cp(templateDataDir, dataDir, { recursive: true });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs'), '--no-build'], {
    cwd: repoRoot,
    // JOBS=off: no scheduled job (the price job closing ideas) moves the data under a journey.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FORCE_COLOR: '0', JOBS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // start.mjs passes SIGTERM on to the server's process group and exits when it has stopped.
      process.kill(-child.pid, 'SIGTERM');
      // A directory kept for later (the seeded template) must be closed cleanly: PGlite writing a freshly
      // seeded database back may take a while on a busy machine, and a kill would leave it incomplete.
      const timer = setTimeout(
        () => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        },
        keepDataDir ? 120_000 : 15_000,
      );
      await exited;
      clearTimeout(timer);
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitUntilUp(baseUrl, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  /**
   * The path of the verification link last mailed to `email`: the development mailer delivers mail
   * through the server log (apps/api/src/lib/mailer.ts), so the journey reads it there, the way a
   * person would read their inbox. Waits for the log line up to `timeoutMs`.
   */
  async function mailedVerificationPath(email, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`mail to ${escaped}:[\\s\\S]*?(/api/account/verify-email\\?token=[\\w-]+)`, 'g');
    while (Date.now() < deadline) {
      const found = [...output.join('').matchAll(pattern)].at(-1);
      if (found) return found[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no verification link was mailed to ${email}`);
  }

  return { baseUrl, port, dataDir, output, stop, child, mailedVerificationPath };
}
