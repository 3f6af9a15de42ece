export { IdeaMobileModal } from './IdeaMobileModal';
export type { IdeaMobileModalProps } from './IdeaMobileModal';
