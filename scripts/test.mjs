#!/usr/bin/env node
// `npm test`: every check, in order, with the wall time of each stage and a summary at the end.
// A failing stage does not stop the others (one run shows everything that is wrong); the exit code
// is non-zero when any stage failed.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit + domain coverage', 'npm run test:unit'],
  ['stories in Chromium + axe', 'npm run test:stories'],
  ['bundle (tsup)', 'npm run build'],
  ['consumer smoke test', 'npm run test:consumer'],
  ['size budgets', 'npm run size'],
  ['api on PGlite + PostgreSQL', 'npm run test:api'],
  ['web app build', 'npm run build -w apps/web'],
  ['e2e journeys', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const selected = only.length ? stages.filter(([name]) => only.some((o) => name.includes(o))) : stages;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.info(`npm test on Node.js ${process.version} (${process.execPath})`);
const results = [];
const started = Date.now();
for (const [name, command] of selected) {
  console.info(`\n━━━ ${name}: ${command}`);
  const t0 = Date.now();
  const code = await run(command);
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name, code, seconds });
  console.info(`━━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
}

const total = (Date.now() - started) / 1000;
console.info('\nStage timings (wall clock):');
for (const r of results) console.info(`  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
console.info(`  total ${total.toFixed(1)} s`);
if (existsSync('coverage/coverage-summary.json')) {
  const { readFileSync } = await import('node:fs');
  const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
  console.info(`  src/domain line coverage: ${summary.total.lines.pct}%`);
}
const failed = results.filter((r) => r.code !== 0);
process.exit(failed.length ? 1 : 0);
