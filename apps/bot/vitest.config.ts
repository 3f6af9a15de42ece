import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Same resolution as tsconfig paths (which tsx honours at run time); the API's tests' support needs it.
      '@investradar/ui/domain': fileURLToPath(new URL('../../src/domain/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'bot',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
