// Screens and dialogs of the spec, grouped by area; each area barrel lists its exports by name.
// Every page the reference app renders is a screen here (apps/web's routes only wire data to it): the
// ideas area has IdeasFeed, IdeaPage, StockPage and RatingPage (with PriceChart); the shell has the frame's
// SkipLink, HeaderPlaceholder, PageLoading and PageLoadError. Beside its screens each area exports their
// heads (`xxxHead`: the document's title and description, type PageHead) and the app's notices
// (`XXX_NOTICES`).
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
