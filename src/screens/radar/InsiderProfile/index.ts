export { InsiderProfile } from './InsiderProfile';
export type { InsiderPosition, InsiderProfileProps, InsiderTotal } from './InsiderProfile';
