// Overlay dialogs and drawers of the spec (docs/product/screens.md "Overlay dialogs", login/registration drawers).
export { BonusPopup } from './BonusPopup';
export type { BonusPopupProps } from './BonusPopup';
export { ApplicationFormDialog, validateApplication, applicationFields } from './ApplicationFormDialog';
export type {
  ApplicationFormDialogProps,
  ApplicationValues,
  ApplicationField,
  ApplicationErrors,
} from './ApplicationFormDialog';
export { PermissionDialog } from './PermissionDialog';
export type { PermissionDialogProps } from './PermissionDialog';
export { PortfolioIdeaDeleteConfirm } from './PortfolioIdeaDeleteConfirm';
export type { PortfolioIdeaDeleteConfirmProps } from './PortfolioIdeaDeleteConfirm';
export { UpgradeToPro } from './UpgradeToPro';
export type { UpgradeToProProps } from './UpgradeToPro';
export { RegisterToContinue } from './RegisterToContinue';
export type { RegisterToContinueProps } from './RegisterToContinue';
export { PrizeMessage } from './PrizeMessage';
export type { PrizeMessageAction, PrizeMessageProps } from './PrizeMessage';
export { IdeaMobileModal } from './IdeaMobileModal';
export type { IdeaMobileModalProps } from './IdeaMobileModal';
export { VideoDialog, videoSourceKinds } from './VideoDialog';
export type { VideoCaptions, VideoDialogProps, VideoSourceKind } from './VideoDialog';
export type { OverlayProps, DialogNavigate } from '../shared/overlay';
