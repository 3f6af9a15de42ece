export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { Terms } from './Terms';
export type { TermsProps, TermsRequisites } from './Terms';
export { BotPage } from './BotPage';
export type { BotPageProps } from './BotPage';
export { LeagueRules } from './LeagueRules';
export type { LeagueRulesProps } from './LeagueRules';
export type { NavigateHandler } from './navigation';
