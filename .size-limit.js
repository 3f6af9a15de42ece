// Size budgets (gzip, react and react-dom excluded). Fonts are reported by the build, not here.
const ignore = ['react', 'react-dom'];
const noFonts = (config) => ({ ...config, loader: { ...config.loader, '.woff': 'empty', '.woff2': 'empty' } });
const entry = (name, names, limit) => ({
  name,
  path: 'dist/index.js',
  import: `{ ${names.join(', ')} }`,
  ignore,
  gzip: true,
  limit,
  modifyEsbuildConfig: noFonts,
});

export default [
  entry('Button', ['Button'], '3 KB'),
  { name: 'domain layer (@investradar/ui/domain)', path: 'dist/domain.js', import: '*', gzip: true, limit: '30 KB' },
  { name: 'CSS total (dist/index.css, without font files)', path: 'dist/index.css', gzip: true, limit: '40 KB', modifyEsbuildConfig: noFonts },
];
