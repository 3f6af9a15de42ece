import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const dirname = fileURLToPath(new URL('.', import.meta.url));

// Cold caches (CI) otherwise fail with "optimized dependencies changed. reloading".
export const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    'react-aria',
    'radix-ui',
    'radix-ui/dropdown-menu',
    'radix-ui/checkbox',
    'radix-ui/slider',
    'radix-ui/tabs',
    'radix-ui/toast',
    'radix-ui/tooltip',
    'clsx',
    'zod',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'storybook/test',
    '@storybook/react-vite',
  ],
};

// Apps and tests import the library by its published names; here they resolve to the sources.
const alias = {
  '@investradar/ui/domain': fileURLToPath(new URL('./src/domain/index.ts', import.meta.url)),
  '@investradar/ui/testing': fileURLToPath(new URL('./src/testing/index.ts', import.meta.url)),
  '@investradar/ui': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tokens/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The domain layer has no React and no DOM: its tests run in plain Node (project 'domain'),
          // without a jsdom window per file.
          exclude: ['src/domain/**'],
          setupFiles: ['./scripts/vitest.unit-setup.ts'],
          // The library's files share one jsdom window and their modules (React, the components, the
          // styles) instead of a fresh window and import per file: 8.2 → 2.8 s for these 10 files. Each
          // renders through Testing Library, which unmounts after every test.
          isolate: false,
          // Beside the stories and the API tests on two cores a test may take several times its quiet time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest.unit-setup.ts'],
          // The app's files stay one window each: they start the whole app (router, module-level stores,
          // hydration state), which a shared window carried from one file into the next (tried: random
          // failures depending on the order of the files).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({ configDir: `${dirname}.storybook`, storybookScript: 'storybook dev -p 6006 --ci' }),
        ],
        optimizeDeps,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The story files share one page in Chromium and its loaded modules instead of a new page and
          // import per file: 145 → 84 s for the 500 stories alone. Each story renders afresh (Storybook
          // unmounts the last); a play function waits for what animates in (waitFor), as a page that
          // already holds the lazily loaded dialog code opens it at once.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
