export { ChangeEmailForm } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
