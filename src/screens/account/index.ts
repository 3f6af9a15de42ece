export {};
export { SettingsPage, settingsPageDefaultLinks, providerName } from './SettingsPage';
export type { SettingsPageLinks, SettingsPageProps } from './SettingsPage';
export { ChangeNameForm } from './ChangeNameForm';
export type { ChangeNameFormProps } from './ChangeNameForm';
