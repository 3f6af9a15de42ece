import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The app consumes the library from its sources, so a change in src/ shows up without a library build.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * tokens/index.ts imports the global styles and fonts for their side effects only, but the library's
 * package.json `sideEffects` lists CSS files and tokens/fonts.ts, not tokens/index.ts. Consuming the
 * sources, the bundler then drops tokens/index.ts (its exports are unused here) together with the
 * reset, the :root font and the @font-face rules it imports. Mark it as side-effectful until the
 * library lists it (reported; the published bundle is flat and not affected).
 */
function keepTokenStyles(): Plugin {
  return {
    name: 'investradar:keep-token-styles',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external && /[\\/]tokens[\\/]index\.ts$/.test(resolved.id)) {
        return { ...resolved, moduleSideEffects: true };
      }
      return resolved;
    },
  };
}

export default defineConfig({
  root: source('.'),
  plugins: [keepTokenStyles(), react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      // The more specific subpath first: '@investradar/ui' would otherwise swallow '/domain'.
      { find: /^@investradar\/ui\/domain$/, replacement: source('../../src/domain/index.ts') },
      { find: /^@investradar\/ui$/, replacement: source('../../src/index.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/logout': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: source('dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
