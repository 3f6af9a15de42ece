// Size budgets (gzip, react and react-dom excluded). Fonts are reported by the build, not here.
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const ignore = ['react', 'react-dom'];
const noFonts = (config) => ({ ...config, loader: { ...config.loader, '.woff': 'empty', '.woff2': 'empty' } });

// Primitives are measured from their own barrel, compiled the way tsup compiles them (vanilla-extract,
// short class names), CSS emitted separately and not counted here (see the CSS total). Measuring them
// through dist/index.js would also count whatever screen code that single bundle cannot tree-shake.
const compilePrimitives = (config) => ({
  ...noFonts(config),
  plugins: [...(config.plugins ?? []), vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
});
const primitive = (name, names, limit) => ({
  name,
  path: 'src/components/index.ts',
  import: `{ ${names.join(', ')} }`,
  ignore,
  gzip: true,
  limit,
  modifyEsbuildConfig: compilePrimitives,
});

// Every value export of the primitives barrel, read from the source so the budget follows the surface.
const barrel = readFileSync(new URL('./src/components/index.ts', import.meta.url), 'utf8');
const primitives = [...barrel.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)]
  .flatMap((m) => m[1].split(','))
  .map((name) => name.trim())
  .filter(Boolean);
if (primitives.length < 30) throw new Error(`.size-limit.js: read only ${primitives.length} exports from src/components/index.ts`);

export default [
  primitive('Button', ['Button'], '3 KB'),
  primitive('Dialog', ['Dialog'], '15 KB'),
  primitive(`all primitives (${primitives.length} exports of src/components)`, primitives, '60 KB'),
  { name: 'domain layer (@investradar/ui/domain)', path: 'dist/domain.js', import: '*', gzip: true, limit: '30 KB' },
  { name: 'CSS total (dist/index.css, without font files)', path: 'dist/index.css', gzip: true, limit: '40 KB', modifyEsbuildConfig: noFonts },
];
