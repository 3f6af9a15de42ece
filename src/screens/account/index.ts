export {};
export { SettingsPage, settingsPageDefaultLinks, providerName } from './SettingsPage';
export type { SettingsPageLinks, SettingsPageProps } from './SettingsPage';
export { ChangeNameForm } from './ChangeNameForm';
export type { ChangeNameFormProps } from './ChangeNameForm';
export { ChangeEmailForm, changeEmailFields } from './ChangeEmailForm';
export type { ChangeEmailFormProps, ChangeEmailField } from './ChangeEmailForm';
export { ChangePasswordForm, changePasswordFields } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordField, ChangePasswordValues } from './ChangePasswordForm';
export { NotificationSettings, NOTIFICATION_OPTIONS } from './NotificationSettings';
export type { NotificationSettingsProps } from './NotificationSettings';
export { PromocodeForm } from './PromocodeForm';
export type { PromocodeFormProps } from './PromocodeForm';
export { AccountNav, ACCOUNT_NAV_LABELS } from './AccountNav';
export type { AccountNavProps } from './AccountNav';
export { PurchasesTable } from './PurchasesTable';
export type { PurchasesTableProps } from './PurchasesTable';
export {
  changeEmailHead,
  changeNameHead,
  changePasswordHead,
  notificationsHead,
  profileHead,
  purchasesHead,
  settingsHead,
} from './heads';
