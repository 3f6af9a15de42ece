/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// The domain is the shared contract: no React, no DOM, no I/O (the ESLint rule for src/domain says
// the same; this test proves it independently of the lint run). Sources are read through Vite's
// raw import so the test itself needs no file-system access.
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Only zod's tree-shakable entry: classic 'zod' alone would exceed the 30 KB budget of the entry.
const ALLOWED_PACKAGES = ['zod/mini'];
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'navigator',
  'location',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'process',
  'require',
];

function stripCommentsAndStrings(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''")
    .replace(/`(?:\\.|[^`\\])*`/g, '``');
}

function importsOf(code: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(pattern)) specifiers.push((match[1] ?? match[2] ?? match[3])!);
  return specifiers;
}

/** Resolves a relative specifier from a file path like ./flows/search.ts; null when it leaves src/domain. */
function resolveInside(file: string, specifier: string): string | null {
  const parts = file.split('/').slice(1, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}

describe('src/domain imports nothing from React, the DOM or I/O', () => {
  const files = Object.entries(sources);

  it('finds the domain sources', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(Object.keys(sources)).toContain('./index.ts');
  });

  it.each(files)('%s imports only zod/mini and domain modules', (file, code) => {
    for (const specifier of importsOf(code)) {
      if (specifier.startsWith('.')) {
        expect(resolveInside(file, specifier), `${file} → ${specifier}`).not.toBeNull();
      } else {
        expect(ALLOWED_PACKAGES, `${file} → ${specifier}`).toContain(specifier);
      }
    }
  });

  it.each(files)('%s uses no browser or process globals', (file, code) => {
    const bare = stripCommentsAndStrings(code);
    for (const name of FORBIDDEN_GLOBALS) {
      // A property access (storage.getItem, config.location) is fine; a bare identifier is not.
      const used = new RegExp(`(?<![.\\w$])${name}\\b(?!\\s*:)`).test(bare);
      expect(used, `${file} uses ${name}`).toBe(false);
    }
  });

  it('the scanner itself catches forbidden imports and globals', () => {
    expect(importsOf("import { useState } from 'react';\nexport { x } from './x';")).toEqual(['react', './x']);
    expect(importsOf("import 'node:fs'; const m = import('react-dom');")).toEqual(['node:fs', 'react-dom']);
    expect(resolveInside('./flows/a.ts', '../../components/Button')).toBeNull();
    expect(resolveInside('./flows/a.ts', '../account')).toBe('account');
    expect(stripCommentsAndStrings("// fetch\nconst a = 'window'; window.x")).toBe("\nconst a = ''; window.x");
  });
});
