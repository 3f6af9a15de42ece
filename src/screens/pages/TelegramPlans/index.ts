export { TelegramPlans } from './TelegramPlans';
export type { TelegramPlansProps } from './TelegramPlans';
