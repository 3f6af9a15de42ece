export { PrizeMessage } from './PrizeMessage';
export type { PrizeMessageAction, PrizeMessageProps } from './PrizeMessage';
