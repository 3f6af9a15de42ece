import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

// The app consumes the library from its sources, so a change in src/ shows up without a library build.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * After the build, writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every
 * text file of the output, when they are smaller: the API serves them as they are (@fastify/static
 * `preCompressed`), so the strongest compression costs nothing per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'investradar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter(
          (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes(`${path.sep}.vite`),
        )
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's (dist/, with .vite/manifest.json) and the server
 * renderer's (`vite build --ssr src/entry-server.tsx`, into dist-server/, which the API imports).
 * Source maps are not built for the browser's files unless SOURCEMAP=1 asks for them (as hidden maps,
 * for an error tracker); the server never serves *.map files.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: source('.'),
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [precompress()])],
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
  // The server renderer is a production build whatever NODE_ENV the API runs with: its packages
  // (React, React DOM's server, React Router, and those that use React, so that there is one React)
  // are bundled into it with their production code. Left external, Node loaded React's development
  // builds unless NODE_ENV=production: renders several times slower, warnings meant for development.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: source('dist-server'),
        emptyOutDir: true,
        // Node runs it: no minification, readable stack traces.
        minify: false,
        copyPublicDir: false,
      }
    : {
        outDir: source('dist'),
        emptyOutDir: true,
        sourcemap: process.env.SOURCEMAP === '1' ? ('hidden' as const) : false,
        // .vite/manifest.json: the entry and its static imports, read by scripts/web-budgets.mjs.
        manifest: true,
        // One stylesheet for the whole app (≈ 11 kB gzip), linked from index.html: pages loaded later
        // bring no styles of their own to wait for, and one file compresses better than thirty.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // What every page runs at start in two files instead of ~50 small ones (each a request and a
            // gzip frame of its own on a throttled phone link): React, the scheduler and React Router,
            // which change with their versions only (long cached), and the app's start-up modules
            // (the entry's static imports). Pages, the header and the on-first-use parts stay split.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                // The entry module itself stays the entry chunk (index.html's script, the manifest's entry).
                {
                  name: 'app',
                  test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
                  tags: ['$initial'],
                  priority: 1,
                },
                // The full header, requested as the app starts (layout/AppHeader.tsx), with what it imports.
                { name: 'FullHeader', test: /[\\/]src[\\/]layout[\\/]FullHeader\.tsx$/, priority: 0 },
              ],
            },
          },
        },
      },
}));
