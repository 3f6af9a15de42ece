/** The part of Vite's build manifest (.vite/manifest.json) the server reads. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type ClientManifest = Record<string, ManifestChunk>;

/** The app's entry in the manifest: the client build's input is index.html. */
export const ENTRY_KEY = 'index.html';
/** With `cssCodeSplit: false` the app's one stylesheet is its own manifest entry. */
export const STYLESHEET_KEY = 'style.css';

/**
 * What a page's document links: the entry module, the stylesheets, and the modules to preload — the
 * entry's static imports and each page chunk with its own imports, so the browser fetches them in
 * parallel with the entry instead of discovering them one by one.
 */
export function assetsFor(manifest: ClientManifest, chunks: readonly string[]) {
  const entry = manifest[ENTRY_KEY];
  if (!entry) throw new Error(`The client manifest has no ${ENTRY_KEY}: build the web app (npm run build -w apps/web)`);
  const preloads = new Set<string>();
  const stylesheets = new Set<string>(entry.css ?? []);
  const sheet = manifest[STYLESHEET_KEY];
  if (sheet) stylesheets.add(sheet.file);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    if (chunk !== entry) preloads.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  for (const key of chunks) visit(key);
  return { entry: `/${entry.file}`, stylesheets: [...stylesheets].map((css) => `/${css}`), preloads: [...preloads] };
}

/**
 * The text faces every page uses at once (regular and semibold, Cyrillic and Latin: digits and tickers
 * are Latin), ≈ 7 kB each: preloaded, so that they arrive with the stylesheet instead of after it and
 * text does not reflow when they replace the fallback (layout shift).
 */
const FIRST_PAINT_FONTS = /golos-text-(?:cyrillic|latin)-(?:400|600)-normal\.woff2$/;

export function fontsToPreload(manifest: ClientManifest): string[] {
  return Object.entries(manifest)
    .filter(([key]) => FIRST_PAINT_FONTS.test(key))
    .map(([, chunk]) => `/${chunk.file}`);
}
