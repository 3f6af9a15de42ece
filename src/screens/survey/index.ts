export { InvestorQuestionnaire } from './InvestorQuestionnaire';
export type { InvestorQuestionnaireProps } from './InvestorQuestionnaire';
export { SurveyDialog } from './SurveyDialog';
export type { SurveyDialogProps } from './SurveyDialog';
