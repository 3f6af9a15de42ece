// Loaded with the first account that needs it (React.lazy): most visits never show the popup.
export { BonusPopup as default } from '@investradar/ui';
