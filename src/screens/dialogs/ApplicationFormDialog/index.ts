export { ApplicationFormDialog, APPLICATION_TEXTS } from './ApplicationFormDialog';
export type { ApplicationFormDialogProps } from './ApplicationFormDialog';
export { validateApplication, applicationFields } from './validation';
export type { ApplicationValues, ApplicationField, ApplicationErrors } from './validation';
