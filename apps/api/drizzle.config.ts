import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app on start (src/db/migrate.ts);
// `drizzle-kit push` is not used because it fails on PGlite with gin_trgm_ops.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
