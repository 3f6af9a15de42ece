export { InvestorQuestionnaire } from './InvestorQuestionnaire';
export type { InvestorQuestionnaireProps } from './InvestorQuestionnaire';
