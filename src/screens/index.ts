// Screens and dialogs of the spec, grouped by area; each area barrel lists its exports by name.
export * from './shell';
export * from './account';
export * from './subscription';
export * from './contest';
export * from './prizes';
export * from './partners';
export * from './survey';
export * from './ideas';
export * from './radar';
export * from './portfolio';
export * from './auth';
export * from './pages';
export * from './dialogs';
export { inAppClick, isPlainClick, type NavigateHandler } from './shared/inAppLink';
export type { PageHead } from './shared/head';
export * from './content';
