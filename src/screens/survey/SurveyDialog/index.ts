export { SurveyDialog } from './SurveyDialog';
export type { SurveyDialogProps } from './SurveyDialog';
