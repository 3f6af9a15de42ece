// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm hoisted drizzle-kit to the
// repository root but kept drizzle-orm in apps/api/node_modules, and drizzle-kit's dynamic
// `import('drizzle-orm/version')` cannot see it from there.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    const parentURL = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL });
      return next(specifier, context);
    }
  `)}`,
);
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
(await import('node:module')).Module._initPaths();
const { createRequire } = await import('node:module');
const require = createRequire(import.meta.url);
const bin = require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs');
await import(bin);
