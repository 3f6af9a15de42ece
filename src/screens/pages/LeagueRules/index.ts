export { LeagueRules } from './LeagueRules';
export type { LeagueLeader, LeagueRulesProps } from './LeagueRules';
