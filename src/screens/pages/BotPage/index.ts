export { BotPage } from './BotPage';
export type { BotPageProps } from './BotPage';
