#!/usr/bin/env node
// Consumer smoke test: pack the library as npm would publish it, install the tarball into a fresh
// project with React 19 and no vanilla-extract plugin, render a component on the server, and build a
// small Vite page that imports a component and the stylesheet.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dev = rootPkg.devDependencies;
// The fresh project is not ours: the workspace's npm settings that `npm run` passes down as npm_config_*
// (allow-scripts among them, which npm refuses outside a project's own .npmrc) stay out of its installs.
const consumerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_config_allow_scripts$/i.test(key)),
);
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, env: consumerEnv, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const fail = (message) => {
  console.error(`consumer smoke test: ${message}`);
  process.exit(1);
};

/**
 * Selectors of the components' and screens' layers that reach elements outside the library's own: a part
 * of a selector list without any class or attribute (e.g. `.rich th, td` leaves `td` for the whole
 * page — it had bordered and left-aligned every table cell of the app). The reset and theme layers
 * style elements on purpose.
 */
function unscopedSelectors(css) {
  const found = [];
  const stack = [];
  let at = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  while (at < text.length) {
    const open = text.indexOf('{', at);
    const close = text.indexOf('}', at);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      stack.pop();
      at = close + 1;
      continue;
    }
    const header = text.slice(at, open).trim().replace(/^;+/, '').trim();
    at = open + 1;
    stack.push(header);
    if (header.startsWith('@')) continue;
    const inLayer = stack.some((h) => /^@layer ir-(components|screens)\b/.test(h));
    if (!inLayer || stack.some((h) => h.startsWith('@keyframes'))) continue;
    for (const part of header.split(',')) if (!/[.[]|:root/.test(part)) found.push(header);
  }
  return [...new Set(found)];
}

const work = mkdtempSync(join(tmpdir(), 'investradar-consumer-'));
try {
  const packed = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  for (const required of [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/domain.js',
    'dist/domain.d.ts',
    'dist/testing.js',
    'dist/testing.d.ts',
    'dist/index.css',
  ]) {
    if (!files.includes(required)) fail(`the tarball lacks ${required}`);
  }
  if (files.some((f) => f.startsWith('src/') || f.startsWith('stories/'))) fail('the tarball ships sources');
  const leaks = unscopedSelectors(readFileSync(join(root, 'dist/index.css'), 'utf8'));
  if (leaks.length) fail(`dist/index.css styles a consumer's own elements: ${leaks.slice(0, 5).join(' | ')}`);
  console.info(`packed ${packed[0].filename}: ${files.length} files, ${(packed[0].size / 1024).toFixed(1)} KiB`);

  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  sh(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      tarball,
      `react@${dev.react}`,
      `react-dom@${dev['react-dom']}`,
      `vite@${dev.vite}`,
    ],
    app,
  );
  const installed = readdirSync(join(app, 'node_modules', '@vanilla-extract'));
  if (installed.some((name) => name.includes('plugin')))
    fail(`a vanilla-extract build plugin was installed: ${installed}`);

  // 1. Server rendering in plain Node: components and the domain subpath resolve through the exports map.
  // An open Dialog portals, and portals render nothing on the server, so the SSR check uses the
  // Dialog's inline (non-portalled) variant: the whole <dialog open> must be in the HTML, with its
  // accessible name and description wired up, next to a closed Dialog whose trigger must render.
  // The overlay's code loads on first need (Suspense), so the page is rendered with React's prerender,
  // which waits for it as streaming renderers do (renderToString would write the fallback).
  writeFileSync(
    join(app, 'ssr.mjs'),
    `import { createElement as h } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UiProvider, Button, Dialog, Money } from '@investradar/ui';
import * as domain from '@investradar/ui/domain';
const { prelude } = await prerenderToNodeStream(
  h(UiProvider, null,
    h(Dialog, {
      inline: true,
      defaultOpen: true,
      title: 'Удалить идею из портфеля?',
      description: 'Идея исчезнет из портфеля.',
      footer: h(Button, { variant: 'danger' }, 'Удалить'),
    }, h('p', null, 'Стоимость: ', h(Money, { value: 1490 }))),
    h(Dialog, { title: 'Вход', trigger: h(Button, null, 'Войти') }, 'форма'),
  ),
);
let html = '';
for await (const chunk of prelude) html += chunk;
const fail = (what) => { throw new Error('SSR: ' + what + '\\n' + html); };
const dialog = html.match(/<dialog[^>]*>/);
if (!dialog) fail('no <dialog> element');
const attr = (name) => (dialog[0].match(new RegExp(name + '="([^"]*)"')) || [])[1];
if (attr('data-state') !== 'open' || attr('open') !== '') fail('the dialog is not open');
// The heading and the description are in the server HTML with the ids the dialog is named by.
if (!html.includes('<h2 id="' + attr('aria-labelledby') + '"')) fail('aria-labelledby names no heading');
if (!html.includes('<p id="' + attr('aria-describedby') + '"')) fail('aria-describedby names no description');
if (!/<h2 id="[^"]+"[^>]*>Удалить идею из портфеля\\?<\\/h2>/.test(html)) fail('the title heading is missing');
if (!/<p id="[^"]+"[^>]*>Идея исчезнет из портфеля\\.<\\/p>/.test(html)) fail('the description is missing');
for (const text of ['Удалить идею из портфеля?', 'Идея исчезнет из портфеля.', 'Удалить', 'aria-label="Закрыть"', '1\u00a0490\u00a0₽']) {
  if (!html.includes(text)) fail('missing ' + JSON.stringify(text));
}
// The closed dialog renders only its trigger, wired to open a dialog.
const trigger = html.match(/<button[^>]*aria-haspopup="dialog"[^>]*>Войти<\\/button>/);
if (!trigger || !trigger[0].includes('aria-expanded="false"')) fail('the closed dialog trigger is missing');
if (html.includes('>форма<')) fail('a closed dialog rendered its content');
if (domain.PLAN_ID.lifetime !== 1062) throw new Error('domain subpath broken');
console.log('ssr ok:', html.length, 'chars; open inline dialog (title, description, body, actions, close) and a closed dialog trigger');
`,
  );
  console.info(sh('node', ['ssr.mjs'], app).trim());

  // 2. A Vite page (no plugins at all) importing a component and the CSS once.
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="ru"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src', 'main.js'),
    `import '@investradar/ui/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProvider, Button, Dialog, TextField } from '@investradar/ui';
createRoot(document.getElementById('root')).render(
  h(UiProvider, null,
    h(Dialog, { title: 'Заявка', trigger: h(Button, null, 'Оставить заявку') }, h(TextField, { label: 'Имя' })),
  ),
);
`,
  );
  sh(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], app);
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const css = assets.find((f) => f.endsWith('.css'));
  if (!css) fail('the Vite build emitted no CSS');
  const cssText = readFileSync(join(app, 'dist', 'assets', css), 'utf8');
  for (const needle of ['@layer ir-reset', '--ir-color-brand', '@font-face']) {
    if (!cssText.includes(needle)) fail(`the built CSS lacks ${needle}`);
  }
  if (!assets.some((f) => f.endsWith('.woff2'))) fail('the Vite build did not emit the woff2 fonts');
  console.info(`vite build ok: ${assets.length} assets, CSS ${(cssText.length / 1024).toFixed(1)} KiB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
