// Real server and seed processes for the tests of what only shows across processes (the data
// directory lock, a seed killed midway): `node --import tsx` on the entry points, as `npm start` runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  process: ChildProcess;
  readonly pid: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches (rejects when the process ends first or after timeoutMs). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or the signal's name). */
  exited(): Promise<number | string>;
}

/** Runs src/main.ts (or src/seed/cli.ts) in apps/api with the given environment on top of a clean one. */
export function run(entry: 'src/main.ts' | 'src/seed/cli.ts', env: Record<string, string>, args: string[] = []): Child {
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    // Node's on-disk cache of compiled modules, shared by the processes of a run (scripts/start.mjs
    // gives `npm start` the same): each start after the first skips compiling the modules it loads.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), 'investradar-node-compile-cache'),
    // The API alone, never the repository's apps/web/dist: \`npm test\` rebuilds that in another stage while
    // these tests run, and a server starting then found index.html but not yet the manifest (ENOENT, seen
    // once in a run of three stages at a time). No test of these processes asks for a page.
    WEB_DIST_DIR: path.join(API_ROOT, 'test', 'no-web-build'),
    WEB_SSR_ENTRY: path.join(API_ROOT, 'test', 'no-web-build', 'entry-server.js'),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: API_ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exit = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return {
    process: child,
    pid: child.pid!,
    output: () => output,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return false;
          done();
          resolve(match[0]);
          return true;
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        const listener = () => void check();
        if (check()) return;
        listeners.add(listener);
        void exit.then((code) => {
          if (check()) return;
          done();
          reject(new Error(`exited (${code}) before ${pattern}; output:\n${output}`));
        });
      });
    },
    exited: () => exit,
  };
}

/** The port a started server listens on, from Fastify's "Server listening at http://…:PORT" line. */
export async function listeningPort(child: Child): Promise<number> {
  const line = await child.waitFor(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  return Number(line.slice(line.lastIndexOf(':') + 1));
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own for a child process, dropped by drop(). */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
