// The public surface of @investradar/ui: explicit named exports only.
export { vars, layers, media, breakpoints, themeClass, themeNames, colorRoles } from '../tokens';
export type { ThemeName, Breakpoint, ColorRole } from '../tokens';
export * from './components';
export * from './screens';
