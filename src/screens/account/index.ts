export {};
export { SettingsPage, settingsPageDefaultLinks, providerName } from './SettingsPage';
export type { SettingsPageLinks, SettingsPageProps } from './SettingsPage';
export { ChangeNameForm } from './ChangeNameForm';
export type { ChangeNameFormProps } from './ChangeNameForm';
export { ChangeEmailForm } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
export { ChangePasswordForm, changePasswordFields } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordField, ChangePasswordValues } from './ChangePasswordForm';
