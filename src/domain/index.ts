// @investradar/ui/domain — the React-free contract shared by screens, apps/web and apps/api.
// Explicit named exports only (constants excepted: they are plain values of spec §9).
export * from './constants';
export { MESSAGES } from './messages';
export type { MessageKey } from './messages';

export { flag01Schema, idSchema, isoDateSchema, paginationSchema } from './schemas/common';
export type { Flag01, Pagination } from './schemas/common';
export {
  accountTypes,
  accountTypeSchema,
  roles,
  notificationKeys,
  notificationsSchema,
  permissionTreeSchema,
  betChoices,
  betChoiceSchema,
  portfolioUpdateSchema,
  userPortfolioSchema,
  userBetSchema,
  premiumAccessSchema,
  userSchema,
  accountResponseSchema,
} from './schemas/user';
export type {
  AccountType,
  NotificationKey,
  Notifications,
  PermissionTree,
  BetChoice,
  PortfolioUpdate,
  UserPortfolio,
  UserBet,
  PremiumAccess,
  User,
  UserInput,
  AccountResponse,
} from './schemas/user';
export {
  subscriptionStatuses,
  subscriptionStatusSchema,
  subscriptionSchema,
  planSchema,
  specialPlansSchema,
  cancelReasonIds,
  cancelReasonIdSchema,
  cancelPayloadSchema,
  cancelResponseSchema,
  upgradePayloadSchema,
  upgradeResponseSchema,
  promocodePayloadSchema,
  promocodeResponseSchema,
} from './schemas/subscription';
export type {
  SubscriptionStatus,
  Subscription,
  Plan,
  SpecialPlans,
  CancelReasonId,
  CancelPayload,
  CancelResponse,
  UpgradePayload,
  UpgradeResponse,
  PromocodePayload,
  PromocodeResponse,
} from './schemas/subscription';
export {
  updateNamePayloadSchema,
  updateEmailPayloadSchema,
  updatePasswordPayloadSchema,
  updateNotificationsPayloadSchema,
  formResultSchema,
  registerPayloadSchema,
  loginPayloadSchema,
  issuesToErrors,
} from './schemas/account';
export type {
  UpdateNamePayload,
  UpdateEmailPayload,
  UpdatePasswordPayload,
  UpdateNotificationsPayload,
  FormResult,
  RegisterPayload,
  LoginPayload,
} from './schemas/account';
export { stockResultSchema, insiderResultSchema, searchQuerySchema, searchResponseSchema } from './schemas/search';
export type { StockResult, InsiderResult, SearchResponse, SearchResults } from './schemas/search';

export {
  guestUser,
  accountFlags,
  accountMenuKeys,
  ACCOUNT_MENU_PATHS,
  accountMenu,
  can,
  PERMISSION,
  REGISTRATION_PERMISSIONS,
  checkPermission,
  portfolioLimit,
  portfolioAddBlocker,
} from './account';
export type { AccountFlags, AccountMenuKey, PermissionOutcome } from './account';

export {
  errorMessages,
  validateChangeName,
  validateChangePassword,
  validateChangeEmail,
  validatePromocode,
  validateCancelReasons,
  isValidPartnerUrl,
  PARTNER_LINK_PARAM,
  validatePartnerLink,
  validateSurvey,
} from './validation/forms';
export type { FieldErrors, FormValidation, SurveyFormAnswers } from './validation/forms';
