export { LeagueRules } from './LeagueRules';
export type { LeagueRulesProps } from './LeagueRules';
