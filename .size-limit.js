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

// Screen areas are measured "beyond the primitives": the primitives barrel and the domain layer are left
// external (each has its own budget above/below), so the figure is the areas' own code.
const primitivesAndDomainExternal = {
  name: 'primitives-and-domain-external',
  setup(build) {
    build.onResolve({ filter: /(^|\/)(components|domain)(\/index(\.ts)?)?$/ }, (args) =>
      args.importer.includes('/src/screens/') ? { path: args.path, external: true } : undefined,
    );
  },
};
const exportsOf = (area) =>
  [...readFileSync(new URL(`./src/screens/${area}/index.ts`, import.meta.url), 'utf8').matchAll(/^export\s*\{([^}]*)\}\s*from/gm)]
    .flatMap((m) => m[1].split(','))
    .map((name) => name.trim())
    .filter(Boolean);
const screens = (name, areas, limit) => ({
  name,
  path: areas.map((area) => `src/screens/${area}/index.ts`),
  import: Object.fromEntries(areas.map((area) => [`src/screens/${area}/index.ts`, `{ ${exportsOf(area).join(', ')} }`])),
  ignore,
  gzip: true,
  limit,
  modifyEsbuildConfig: (config) => {
    const compiled = compilePrimitives(config);
    return { ...compiled, plugins: [primitivesAndDomainExternal, ...compiled.plugins] };
  },
});

export default [
  primitive('Button', ['Button'], '3 KB'),
  primitive('Dialog', ['Dialog'], '15 KB'),
  primitive(`all primitives (${primitives.length} exports of src/components)`, primitives, '60 KB'),
  screens('account area (account, subscription, contest, prizes, partners, survey) beyond the primitives', ['account', 'subscription', 'contest', 'prizes', 'partners', 'survey'], '45 KB'),
  screens('shell + public pages (shell, search, dialogs, auth, ideas, radar, portfolio, pages) beyond the primitives', ['shell', 'search', 'dialogs', 'auth', 'ideas', 'radar', 'portfolio', 'pages'], '50 KB'),
  { name: 'domain layer (@investradar/ui/domain)', path: 'dist/domain.js', import: '*', gzip: true, limit: '30 KB' },
  { name: 'CSS total (dist/index.css, without font files)', path: 'dist/index.css', gzip: true, limit: '40 KB', modifyEsbuildConfig: noFonts },
];
