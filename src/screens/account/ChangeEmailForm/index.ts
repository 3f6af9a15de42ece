export { ChangeEmailForm, changeEmailFields } from './ChangeEmailForm';
export type { ChangeEmailFormProps, ChangeEmailField } from './ChangeEmailForm';
