#!/usr/bin/env node
// Checks the repository's Markdown (part of `npm run lint`):
// - every relative link resolves: the file or folder exists, and a `#fragment` names a heading of the target
//   (GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered -1, -2, …);
// - docs say what is true now: no dated runs («24 Nov 2026») anywhere, and READMEs do not mention sessions
//   (the word marked run diaries: «session 12»). History lives in git.
// Links to outside the repository (http:, https:, mailto:) are not followed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipped = new Set([
  'node_modules',
  '.node',
  '.git',
  'dist',
  'dist-server',
  'storybook-static',
  'coverage',
  '.tmp',
]);
// Written by tools, not by us: Changesets' changelog.
const skippedFiles = new Set(['CHANGELOG.md']);
// The site's own texts (news, page texts): their links are the site's paths, and their dates are content.
const skippedDirs = new Set([path.join(root, 'apps/api/content')]);

function markdownFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skipped.has(entry.name) || entry.name.startsWith('.') || skippedDirs.has(full)) continue;
    if (entry.isDirectory()) found.push(...markdownFiles(full));
    else if (entry.name.endsWith('.md') && !skippedFiles.has(entry.name)) found.push(full);
  }
  return found;
}

/** The text outside fenced code blocks, line by line (code lines become empty, so line numbers hold). */
function proseLines(text) {
  let fence = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    // Inline code and links keep their text only, as GitHub renders them.
    const base = slug(heading.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

const months = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const datedRun = new RegExp(
  `\\b\\d{1,2}(?:[–-]\\d{1,2})? (?:${months})[a-z]* \\d{4}\\b|\\b(?:${months})[a-z]* \\d{1,2}, \\d{4}\\b`,
);

const problems = [];
const files = markdownFiles(root);
for (const file of files) {
  const relative = path.relative(root, file);
  const isReadme = path.basename(file) === 'README.md';
  proseLines(readFileSync(file, 'utf8')).forEach((line, index) => {
    const where = `${relative}:${index + 1}`;
    if (datedRun.test(line)) problems.push(`${where}: a dated run («${datedRun.exec(line)[0]}»); say what is true now`);
    if (isReadme && /session/i.test(line)) problems.push(`${where}: «session» in a README (a run diary?)`);
    const prose = line.replace(/`[^`]*`/g, '');
    for (const [, target] of prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart, fragment] = target.split('#');
      const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
      if (!resolved.startsWith(root)) {
        problems.push(`${where}: ${target} points outside the repository`);
        continue;
      }
      if (!existsSync(resolved)) {
        problems.push(`${where}: ${target} does not exist`);
        continue;
      }
      if (fragment !== undefined && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsOf(resolved).has(fragment)) problems.push(`${where}: ${target}: no heading with that anchor`);
      }
    }
  });
}

if (problems.length) {
  console.error(`check-docs: ${problems.length} problem(s) in ${files.length} Markdown files\n${problems.join('\n')}`);
  process.exit(1);
}
console.info(`check-docs: ${files.length} Markdown files, every relative link resolves`);
