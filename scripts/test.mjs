#!/usr/bin/env node
// `npm test`: every check, with the wall time of each stage and a summary at the end.
//
// Stages run two at a time (TEST_JOBS, default 2: this machine and CI have 2 cores). The stories in
// Chromium start first; the others follow in the order below as soon as a slot
// and the stages they need are free. Each stage's output is kept and printed whole when it ends, so
// two stages never interleave their lines. A failing stage does not stop the others (one run shows
// everything that is wrong); the exit code is non-zero when any stage failed or could not run.
//
//   npm test                     everything
//   npm test -- stories api      only the stages whose names contain one of the words
//   TEST_JOBS=1 npm test         one stage at a time, output streamed as it comes
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** name, command, the stages whose results it needs (they must have passed). */
const stages = [
  { name: 'stories in Chromium + axe', command: 'npm run test:stories' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit + domain coverage', command: 'npm run test:unit' },
  { name: 'api on PGlite + PostgreSQL', command: 'npm run test:api && npm run test -w apps/bot' },
  { name: 'bundle (tsup)', command: 'npm run build' },
  { name: 'consumer smoke test', command: 'npm run test:consumer', needs: ['bundle (tsup)'] },
  { name: 'size budgets', command: 'npm run size', needs: ['bundle (tsup)'] },
  { name: 'web app build', command: 'npm run build -w apps/web' },
  { name: 'e2e journeys', command: 'npm run test:e2e', needs: ['web app build'] },
  { name: 'web budgets', command: 'node scripts/web-budgets.mjs', needs: ['web app build'] },
  // Last: a short stage for whichever slot frees first at the end. (Starting the API tests, the longest
  // stage, before the unit tests was tried: alongside the stories for their whole run they took 323 s
  // instead of 273 s, and the run ended later — 442 s against 425 s on fresh clones of 24 Nov.)
  { name: 'format (prettier)', command: 'npm run format:check' },
];

const only = process.argv.slice(2);
const selected = only.length ? stages.filter(({ name }) => only.some((word) => name.includes(word))) : stages;
const selectedNames = new Set(selected.map((s) => s.name));
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 1);
const stream = jobs === 1;

// Each stage's shell writes the CPU time of everything it ran (`times`: user and system of the waited-for
// children) to a file of its own, so the summary shows where the two cores went, not only the wall time.
const timesDir = mkdtempSync(path.join(tmpdir(), 'investradar-test-times-'));
process.on('exit', () => rmSync(timesDir, { recursive: true, force: true }));
let stageCount = 0;

/** CPU seconds (user + system) of a `times` output's second line ("5m2.100000s 0m30.000000s"). */
function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return parts.length === 2 ? parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0) : undefined;
}

function run({ name, command }) {
  const timesFile = path.join(timesDir, `${++stageCount}.txt`);
  return new Promise((resolve) => {
    const child = spawn(`${command}\nstatus=$?; times > '${timesFile}'; exit $status`, {
      shell: true,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${name}: ${error.message}\n`)));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output), cpu: cpuSeconds(timesFile) }),
    );
  });
}

console.info(`npm test on Node.js ${process.version} (${process.execPath}), ${jobs} stage(s) at a time`);
const started = Date.now();
const results = new Map();
const running = new Set();

function ready(stage) {
  return (stage.needs ?? []).every((need) => !selectedNames.has(need) || results.has(need));
}

function blockedBy(stage) {
  return (stage.needs ?? []).find((need) => selectedNames.has(need) && results.get(need)?.code !== 0);
}

async function start(stage) {
  running.add(stage.name);
  console.info(`\n━━━ ${stage.name}: started (${stage.command})`);
  const t0 = Date.now();
  const blocker = blockedBy(stage);
  const { code, output, cpu } = blocker
    ? { code: 1, output: Buffer.from(`not run: ${blocker} failed\n`), cpu: undefined }
    : await run(stage);
  const seconds = (Date.now() - t0) / 1000;
  results.set(stage.name, { code, seconds, cpu });
  running.delete(stage.name);
  if (!stream) {
    console.info(`\n━━━ ${stage.name}: output ━━━`);
    process.stdout.write(output);
  }
  console.info(`━━━ ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
}

await new Promise((resolveAll) => {
  const pending = [...selected];
  const pump = () => {
    while (running.size < jobs) {
      const index = pending.findIndex(ready);
      if (index === -1) break;
      const [stage] = pending.splice(index, 1);
      start(stage).then(pump);
    }
    if (pending.length === 0 && running.size === 0) resolveAll();
  };
  pump();
});

const total = (Date.now() - started) / 1000;
console.info('\nStage timings (wall clock, stages overlap; CPU = user + system of all its processes):');
let cpuTotal = 0;
for (const { name } of selected) {
  const r = results.get(name);
  cpuTotal += r.cpu ?? 0;
  const cpu = r.cpu === undefined ? '' : `  CPU ${r.cpu.toFixed(1).padStart(6)} s`;
  console.info(`  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s${cpu}  ${name}`);
}
console.info(`  total ${total.toFixed(1)} s wall, ${cpuTotal.toFixed(1)} s CPU on Node.js ${process.version}`);
if (existsSync('coverage/coverage-summary.json') && selectedNames.has('unit + domain coverage')) {
  const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
  console.info(`  src/domain line coverage: ${summary.total.lines.pct}%`);
}
const failed = [...results.values()].filter((r) => r.code !== 0);
const passed = results.size - failed.length;
console.info(`\nstages: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
