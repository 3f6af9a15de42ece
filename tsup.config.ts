import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import ts from 'typescript';
import { globSync, readFileSync } from 'node:fs';
import { readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The public entries (package.json "exports"). components: the primitives alone, for consumers who want
// them without the screens (and the domain they load); testing: fixtures for tests, apart from the rest.
const publicEntries = {
  index: 'src/index.ts',
  components: 'src/components/index.ts',
  domain: 'src/domain/index.ts',
  testing: 'src/testing/index.ts',
};

// Every source module is an entry of its own as well, so code splitting leaves one chunk per module (or
// per group of modules always used together) instead of one chunk per public entry. The public entries
// then only re-export from chunks, and a consumer's bundler drops each chunk none of whose exports it
// uses (package.json "sideEffects"), whatever the chunk does at load. This is what lets
// `import { Button } from '@investradar/ui'` cost what Button costs. The module entries are not in
// "exports", so they are no public API, and are deleted after the build (see onSuccess).
// Barrels and type-only modules are left out: they hold no code, and as entries they only add empty chunks.
const holdsCode = (file: string) =>
  ts
    .transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        removeComments: true,
      },
    })
    .outputText.replace(/^\s*import\s[^;]*;|^\s*export\s*(\*|\{[^}]*\})(\s*from\s*['"][^'"]*['"])?\s*;/gm, '')
    .trim() !== '';
const moduleEntries = Object.fromEntries(
  globSync('{src,tokens}/**/*.{ts,tsx}')
    .filter((file) => !/\.(test|stories)\.tsx?$|\.css\.ts$|\.d\.ts$/.test(file))
    // test support is not part of the package; fixtures reach only the testing entry
    .filter((file) => !file.startsWith('src/testing/'))
    .filter((file) => !['src/domain/fixtures.ts', 'src/domain/testing.ts', 'tokens/contrast.ts'].includes(file))
    .filter(holdsCode)
    .map((file) => [`modules/${file.replace(/\.tsx?$/, '')}`, file]),
);

export default defineConfig({
  entry: { ...publicEntries, ...moduleEntries },
  format: ['esm'],
  target: 'es2022',
  // Types only for the public entries.
  dts: { entry: publicEntries, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  // Rollup tree-shakes each output file once more. esbuild imports every chunk an entry depends on, bare
  // (`import './chunks/x.js'`), to keep evaluation order; none of our chunks does anything at load (all
  // of dist's JS is side-effect free, see "sideEffects"), so those bare imports go. Left in, they made
  // a consumer's esbuild warn once per chunk that it ignores them.
  treeshake: { preset: 'recommended', moduleSideEffects: (_id, external) => !external },
  // Everything a consumer installs with us stays external: their bundler dedupes it.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    'radix-ui',
    /^react-aria($|\/)/,
    'clsx',
    /^@vanilla-extract\/recipes/,
    'zod',
  ],
  // Fonts are bundled into dist/index.css and dist/fonts so consumers need no CSS loader for them.
  noExternal: [/^@fontsource\//],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  async onSuccess() {
    // The module entries are only there to shape the chunks: nothing imports them statically (chunks
    // never import an entry), and each carries a copy of the CSS it reaches. dist/index.css is the
    // stylesheet. A module loaded on first need (`deferred(() => import('./RadixMenu'))`) is the one
    // exception: the chunks import its entry dynamically, so that entry (and its map) stays.
    const lazyEntries = new Set<string>();
    for (const file of globSync('dist/{*,chunks/*}.js')) {
      for (const [, target] of (await readFile(file, 'utf8')).matchAll(
        /\bimport\(\s*["'](\.{1,2}\/modules\/[^"']+\.js)["']\s*\)/g,
      )) {
        lazyEntries.add(path.join(path.dirname(file), target!));
      }
    }
    for (const file of globSync('dist/modules/**/*', { withFileTypes: true }).filter((entry) => entry.isFile())) {
      const name = path.join(file.parentPath, file.name);
      if (!lazyEntries.has(name) && !lazyEntries.has(name.replace(/\.map$/, ''))) await rm(name);
    }
    // Folders left empty.
    const dirs = globSync('dist/modules/**', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const dir of dirs
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort((a, b) => b.length - a.length)) {
      await rmdir(dir).catch(() => undefined); // not empty: holds a kept entry
    }
    await rmdir('dist/modules').catch(() => undefined);
    // Barrels reached from several entries leave empty chunks, which nothing imports once the bare imports
    // are gone (see treeshake).
    for (const chunk of globSync('dist/chunks/*.js')) {
      const code = await readFile(chunk, 'utf8');
      if (code.replace(/^\/\/# sourceMappingURL=.*$/gm, '').trim() === '')
        await Promise.all([rm(chunk), rm(`${chunk}.map`, { force: true })]);
    }
    // esbuild drops module directives when bundling; the component entry uses hooks, so it is
    // marked for React Server Components consumers here. The domain entry stays directive-free.
    for (const entry of ['dist/index.js', 'dist/components.js']) {
      const code = await readFile(entry, 'utf8');
      if (code.startsWith("'use client'")) continue;
      await writeFile(entry, `'use client';\n${code}`);
      // One line more at the top: the source map's lines move down by one (';' is an empty line).
      const map = JSON.parse(await readFile(`${entry}.map`, 'utf8'));
      await writeFile(`${entry}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
  },
});
