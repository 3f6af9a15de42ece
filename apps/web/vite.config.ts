import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

// The app consumes the library from its sources, so a change in src/ shows up without a library build.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: source('.'),
  plugins: [react(), vanillaExtractPlugin()],
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
