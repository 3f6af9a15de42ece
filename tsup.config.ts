import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readFile, writeFile } from 'node:fs/promises';

export default defineConfig({
  // components: the primitives alone, for consumers who want them without the screens (and the domain they load).
  entry: { index: 'src/index.ts', components: 'src/components/index.ts', domain: 'src/domain/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // Everything a consumer installs with us stays external: their bundler dedupes it.
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'radix-ui', /^react-aria($|\/)/, 'clsx', /^@vanilla-extract\/recipes/, 'zod'],
  // Fonts are bundled into dist/index.css and dist/fonts so consumers need no CSS loader for them.
  noExternal: [/^@fontsource\//],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  // esbuild drops module directives when bundling; the component entry uses hooks, so it is
  // marked for React Server Components consumers here. The domain entry stays directive-free.
  async onSuccess() {
    for (const entry of ['dist/index.js', 'dist/components.js']) {
      const code = await readFile(entry, 'utf8');
      if (!code.startsWith("'use client'")) await writeFile(entry, `'use client';\n${code}`);
    }
  },
});
