#!/usr/bin/env node
// `npm start`: build the web app, then run the API server, which serves the built app and the API on
// one port (PORT, default 3000) over the embedded database with demo data. Nothing else needs to be
// installed or running.
//
//   npm start                  build + serve on http://localhost:3000
//   PORT=8080 npm start        another port
//   npm start -- --no-build    serve the existing apps/web/dist (the e2e journeys use this)
//
// With TELEGRAM_BOT_TOKEN set, the Telegram bot (apps/bot) runs beside the server as a process of its
// own, calling it on API_URL (default http://127.0.0.1:<PORT>) with TELEGRAM_BOT_SECRET (generated for
// this run when unset); without the token it is skipped with one line of log.
//
// Ctrl+C (SIGINT) and SIGTERM are passed on to the server's whole process group (and the bot's), and
// this script exits with the server's exit code once it has stopped.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--no-build');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let child = null;
let stopping = false;

let bot = null;

function run(command, commandArgs, { detached = false, env = process.env } = {}) {
  // Own process group (detached) so that a signal reaches npm, tsx and node underneath, not just npm.
  return spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env, detached });
}

function signalBot(signal) {
  if (!bot || bot.exitCode !== null) return;
  try {
    process.kill(-bot.pid, signal);
  } catch {
    /* already gone */
  }
}

function forward(signal) {
  signalBot(signal);
  if (!child || child.exitCode !== null) process.exit(130);
  if (stopping) {
    // A second Ctrl+C while shutting down: stop waiting.
    signalBot('SIGKILL');
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    process.exit(130);
  }
  stopping = true;
  console.info(`\n[start] ${signal}: stopping the server…`);
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
  // A server that ignores the signal must not keep the terminal hostage.
  setTimeout(() => {
    signalBot('SIGKILL');
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 10_000).unref();
}

// `npm start` runs this script under `sh -c`; when npm or the shell is killed without the signal
// reaching us (a process manager's SIGTERM to npm), we are re-parented: stop the server as well
// rather than leave it holding the port.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) forward('SIGTERM');
}, 1000).unref();

process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGHUP', () => forward('SIGHUP'));

async function main() {
  if (skipBuild) {
    if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
      console.error(
        '[start] apps/web/dist is missing: run `npm run build -w apps/web` or `npm start` without --no-build',
      );
      process.exit(1);
    }
  } else {
    console.info('[start] building the web app (npm run build -w apps/web)…');
    child = run(npm, ['run', 'build', '-w', 'apps/web'], { detached: true });
    const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
    if (stopping) process.exit(130);
    if (code !== 0) {
      console.error(`[start] the web app build failed (exit ${code})`);
      process.exit(code);
    }
  }

  const port = process.env.PORT ?? '3000';
  console.info(`[start] starting the API and the app on http://localhost:${port} (npm run start -w apps/api)…`);
  // The bot and the API share TELEGRAM_BOT_SECRET; one made up for this run when it is not given.
  const env = { ...process.env };
  // Node's on-disk cache of compiled modules (Node ≥ 22.1): a restart skips compiling what it loads
  // again, ≈ 0.8 s of the API's start on a 2-core machine. A cache that cannot be written is ignored.
  env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'investradar-node-compile-cache');
  if (env.TELEGRAM_BOT_TOKEN) env.TELEGRAM_BOT_SECRET ||= randomBytes(32).toString('hex');
  child = run(npm, ['run', 'start', '-w', 'apps/api'], { detached: true, env });
  if (env.TELEGRAM_BOT_TOKEN) {
    console.info('[start] starting the Telegram bot (npm run start -w apps/bot)…');
    bot = run(npm, ['run', 'start', '-w', 'apps/bot'], {
      detached: true,
      env: { ...env, API_URL: env.API_URL || `http://127.0.0.1:${port}` },
    });
    bot.on('exit', (code, signal) => {
      if (!stopping)
        console.error(`[start] the Telegram bot stopped (${signal ?? `exit ${code}`}); the server goes on`);
    });
  } else {
    console.info('[start] TELEGRAM_BOT_TOKEN is not set: the Telegram bot is not started');
  }
  child.on('exit', (code, signal) => {
    if (stopping) process.exit(0);
    signalBot('SIGTERM');
    console.error(`[start] the server stopped (${signal ?? `exit ${code}`})`);
    process.exit(code ?? 1);
  });
}

await main();
