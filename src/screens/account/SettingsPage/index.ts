export { SettingsPage, settingsPageDefaultLinks, providerName } from './SettingsPage';
export type { SettingsPageLinks, SettingsPageProps } from './SettingsPage';
