export { ChangePasswordForm, changePasswordFields } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordField, ChangePasswordValues } from './ChangePasswordForm';
