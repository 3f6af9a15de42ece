#!/usr/bin/env node
// `npm run test:visual`: the screens and dialogs in four modes compared with visual/baselines/
// (vitest.visual.config.ts, visual/screens.test.tsx), then one HTML page with reference, actual and
// difference side by side for every screenshot that failed.
//
//   npm run test:visual                  compare; on failure print the report's path
//   npm run test:visual -- --update      rewrite the baselines that differ and add missing ones
//   npm run test:visual -- -t IdeaPage   any other arguments go to Vitest (here: only matching tests)
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const attachments = path.join(root, '.vitest-attachments/visual');
const baselines = path.join(root, 'visual/baselines');
const reportDir = path.join(attachments, 'report');

const args = process.argv.slice(2);
rmSync(attachments, { recursive: true, force: true });

const started = Date.now();
const vitest = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.visual.config.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

/** Every file under dir, as paths relative to it. */
function walk(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const files = walk(attachments);
const failures = [
  ...new Set(
    files.filter((f) => /-(actual|reference)\.png$/.test(f)).map((f) => f.replace(/-(actual|reference)\.png$/, '')),
  ),
].sort();

if (failures.length > 0) {
  mkdirSync(reportDir, { recursive: true });
  const figure = (caption, file) =>
    file
      ? `<figure><figcaption>${caption}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" alt="${caption}"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p>нет</p></figure>`;
  const rows = failures.map((name) => {
    const baseline = path.join(baselines, `${name}.png`);
    const inReport = (file) => path.relative(reportDir, path.join(attachments, file));
    let reference;
    if (existsSync(baseline)) {
      reference = `reference/${name}.png`;
      mkdirSync(path.dirname(path.join(reportDir, reference)), { recursive: true });
      copyFileSync(baseline, path.join(reportDir, reference));
    }
    // Without a baseline Vitest writes the new screenshot as `<name>-reference.png` beside the diffs.
    const actualFile = files.includes(`${name}-actual.png`) ? `${name}-actual.png` : `${name}-reference.png`;
    const diffFile = files.includes(`${name}-diff.png`) ? inReport(`${name}-diff.png`) : undefined;
    return `<section><h2>${escape(name)}${reference ? '' : ' — нет эталона'}</h2><div class="row">${figure('Эталон', reference)}${figure('Сейчас', inReport(actualFile))}${figure('Разница', diffFile)}</div></section>`;
  });
  writeFileSync(
    path.join(reportDir, 'index.html'),
    `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Визуальные отличия: ${failures.length}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;background:#f4f4f5}h2{font-size:15px;margin:24px 0 8px}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}figure{margin:0;background:#fff;padding:8px;border:1px solid #ddd}
figcaption{font-weight:600;margin-bottom:6px}img{max-width:100%;display:block;image-rendering:pixelated}</style>
<h1>Визуальные отличия: ${failures.length}</h1>
<p>Эталоны — visual/baselines/. Если отличие задумано: <code>npm run test:visual -- --update</code>.</p>
${rows.join('\n')}
</html>\n`,
  );
}

const count = walk(baselines).filter((f) => f.endsWith('.png')).length;
console.info(`\nvisual: ${count} baselines in visual/baselines, ${seconds} s`);
if (failures.length > 0) {
  console.info(`visual: ${failures.length} screenshot(s) differ — report: ${path.join(reportDir, 'index.html')}`);
}
process.exit(vitest.status ?? 1);
