export { NotificationSettings, NOTIFICATION_OPTIONS } from './NotificationSettings';
export type { NotificationSettingsProps } from './NotificationSettings';
