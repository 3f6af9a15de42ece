#!/usr/bin/env node
// Commit subjects are at most 72 characters; figures and reasons go in the body (part of `npm run lint`).
// Checked for the commits made since the rule began (RULE_BASE), so older history is left as it is.
// Without git or without that commit (an export, a shallow clone) it says so and passes.
import { execFileSync } from 'node:child_process';

const RULE_BASE = '71d23fd63aea12d1b605a90a9f2db778782ad004';
const MAX_SUBJECT = 72;
/** Written on a branch before the rule reached it, and merged: history is not rewritten for a subject. */
const GRANDFATHERED = new Set(['d4864d1', 'ce8130d', '0f36802']);

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

let log;
try {
  git('cat-file', '-e', `${RULE_BASE}^{commit}`);
  log = git('log', '--no-merges', '--format=%h%x09%s', `${RULE_BASE}..HEAD`);
} catch {
  console.info('check-commits: no git history with the rule base here; skipped');
  process.exit(0);
}

const commits = log.split('\n').filter(Boolean);
const long = commits
  .map((line) => line.split('\t'))
  .filter(([hash, subject]) => [...subject].length > MAX_SUBJECT && !GRANDFATHERED.has(hash.slice(0, 7)))
  .map(([hash, subject]) => `  ${hash} (${[...subject].length}) ${subject}`);

if (long.length) {
  console.error(
    `check-commits: ${long.length} commit subject(s) over ${MAX_SUBJECT} characters; ` +
      `shorten the subject and put figures and reasons in the body (git commit --amend, or git rebase -i):\n` +
      long.join('\n'),
  );
  process.exit(1);
}
console.info(
  `check-commits: ${commits.length} commit(s) since the rule began, every subject ≤ ${MAX_SUBJECT} characters`,
);
