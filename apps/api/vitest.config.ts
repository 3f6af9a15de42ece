import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Same resolution as tsconfig paths (which tsx honours at run time).
      '@investradar/ui/domain': fileURLToPath(new URL('../../src/domain/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The demo data is seeded once per run, for PGlite and PostgreSQL, and copied for each file.
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own PGlite (≈3 s) and its own PostgreSQL database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
