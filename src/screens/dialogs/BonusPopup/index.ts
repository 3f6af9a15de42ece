export { BonusPopup } from './BonusPopup';
export type { BonusPopupProps } from './BonusPopup';
