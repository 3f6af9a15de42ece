// @investradar/ui/domain — the React-free contract shared by screens, apps/web and apps/api.
// Explicit named exports only (constants excepted: they are plain values of docs/product/limits.md).
export * from './constants';
export { MESSAGES } from './messages';
export type { MessageKey } from './messages';

export {
  flag01Schema,
  idSchema,
  isoDateSchema,
  paginationSchema,
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_IN_MULTILINE,
  hasControlCharacter,
} from './schemas/common';
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
export { PRO_ONLY_PERMISSIONS, REGISTERED_ONLY_PERMISSIONS, PERMISSIONS_BY_TYPE, permissionTree } from './permissions';
export type { PermissionRow } from './permissions';

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
export type { FieldErrors, FormValidation, ReauthOptions, SurveyFormAnswers } from './validation/forms';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, newPasswordProblem, enteredPasswordProblem } from './password';
export type { CommonPasswordCheck } from './password';

export { appConfigSchema } from './schemas/config';
export {
  ideaViewSchema,
  ideasResponseSchema,
  savedFilterSchema,
  savedFiltersAnswerSchema,
  savedFilterAddedSchema,
  ideaDetailsResponseSchema,
  stockResponseSchema,
  forecastersResponseSchema,
  ideaVoteResultSchema,
  guestVotesSyncResultSchema,
} from './schemas/ideas';
export type {
  IdeaViewAnswer,
  IdeaDetailsAnswer,
  StockAnswer,
  ForecastersAnswer,
  IdeaVoteResult,
  GuestVotesSyncResult,
  SavedFilter,
} from './schemas/ideas';
export { stockPricesResponseSchema, STOCK_PRICES_MAX_DAYS } from './schemas/ideas';
export type { StockPricesAnswer } from './schemas/ideas';
export type { AppConfig, MonthlyCoinsAdd } from './schemas/config';
export {
  prizeTypes,
  prizeTypeSchema,
  prizeSchema,
  faqItemSchema,
  prizesResponseSchema,
  prizeSpecialCardSchema,
  prizeOrdersResponseSchema,
  prizeExchangePayloadSchema,
  PRIZE_ERROR_PRO_ONLY,
  canExchangeResponseSchema,
  exchangeResponseSchema,
  pageQuerySchema,
  coinHistoryItemSchema,
  coinHistoryResponseSchema,
  PAYMENT_TYPE_IDEA,
  purchaseSchema,
  purchasesResponseSchema,
  partnerDayStatSchema,
  partnerTotalSchema,
  partnerMonthKeySchema,
  partnerStatsSchema,
  partnerExclusionsSchema,
  partnerExclusionReasons,
  portfolioIdeaParamsSchema,
  portfolioUpdatesResponseSchema,
  markAsViewedPayloadSchema,
  portfolioIdeaStatuses,
  portfolioIdeaDirections,
  portfolioIdeaCurrencies,
  portfolioIdeaSchema,
  portfolioEventSchema,
  portfolioResponseSchema,
  portfolioIdeasResultSchema,
  markAsViewedResponseSchema,
  betResults,
  betResultSchema,
  betSchema,
  betsResponseSchema,
  leagueRatingSchema,
  betStoredAnswerSchema,
  betStorePayloadSchema,
} from './schemas/contest';
export type {
  PrizeType,
  Prize,
  FaqItem,
  PrizesResponse,
  PrizeSpecialCard,
  PrizeOrdersResponse,
  PrizeExchangePayload,
  CanExchangeResponse,
  ExchangeResponse,
  PageQuery,
  CoinHistoryItem,
  CoinHistoryResponse,
  Purchase,
  PurchasesResponse,
  PartnerDayStat,
  PartnerTotal,
  PartnerStats,
  PartnerExclusions,
  PartnerExclusionReason,
  PortfolioIdeaParams,
  PortfolioUpdatesResponse,
  MarkAsViewedPayload,
  PortfolioIdea,
  PortfolioEvent,
  PortfolioResponse,
  PortfolioIdeasResult,
  MarkAsViewedResponse,
  BetResult,
  Bet,
  BetsResponse,
  BetStorePayload,
} from './schemas/contest';
export {
  surveyQuestionKeys,
  surveyOptionSchema,
  surveyOptionsSchema,
  savedAnswerSchema,
  savedSurveySchema,
  surveyPayloadSchema,
} from './schemas/survey';
export type { SurveyQuestionKey, SurveyOption, SurveyOptions, SavedSurvey, SurveyPayload } from './schemas/survey';

export {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  formatNumber,
  formatMoney,
  formatPercent,
  formatDate,
  formatIsoDay,
  parseDayInput,
  formatDateTime,
  formatMonthYear,
  pluralize,
  COIN_FORMS,
  IDEA_FORMS,
  DEAL_FORMS,
  DAY_FORMS,
  MONTH_FORMS,
  formatCount,
  formatCoins,
  formatSignedCoins,
  formatCountdown,
  formatPrice,
  formatCompactMoney,
  formatSignedPercent,
  formatShare,
} from './format';
export type { PluralForms } from './format';

export {
  isEmpty,
  required,
  requiredIf,
  requiredUnless,
  minLength,
  maxLength,
  minValue,
  maxValue,
  between,
  alpha,
  alphaNum,
  numeric,
  integer,
  decimal,
  email,
  url,
  ipAddress,
  macAddress,
  sameAs,
  and,
  or,
  not,
  validateFields,
} from './validation/rules';
export type { Rule, RuleWithMessage, Siblings } from './validation/rules';
export {
  COVER_URL_RULES,
  TEXT_LINK_RULES,
  WEB_PAGE_RULES,
  USER_URL_MAX,
  normalizeSitePath,
  normalizeUserUrl,
} from './urls';
export type { UrlScheme, UserUrlRules } from './urls';

export {
  NUMBER_LIST_FIELDS,
  STRING_LIST_FIELDS,
  KEPT_FIELDS,
  IDEAS_FILTER_DEFAULTS,
  NON_COUNTED_FIELDS,
  parseFilterState,
  parseIdeasFilter,
  serializeFilterState,
  countFilterDifferences,
} from './filters';
export type { FilterValue, FilterState, IdeasFilterState } from './filters';

export {
  CANCEL_REASONS,
  cancelReasonTitle,
  PLAN_FEATURES,
  YEARLY_PLAN_LABEL,
  PERMISSION_DIALOG_FEATURES,
  CANCEL_LOST_FEATURES,
  cancelVariant,
  BONUS_POPUP_GIFT,
  isM12,
  findPlan,
  isLifetimePlan,
  isBotPlan,
  planMonths,
} from './plans';
export type { CancelVariant } from './plans';

export {
  subscriptionState,
  overdueBannerText,
  billingUpdateUrl,
  startOfNextMonth,
  nextCredit,
  nextCreditText,
  retentionOffer,
  upgradeOptions,
  nextAccountReloadAt,
  isAccountReloadDue,
  showsBonusPopup,
} from './subscription';
export type { SubscriptionState, NextCredit, RetentionOffer, UpgradeOption } from './subscription';

export {
  initialSearchState,
  searchRequestQuery,
  searchReducer,
  showsNothingFound,
  isSearchLoading,
  stockTarget,
  insiderHref,
  insiderTarget,
  initialMobileSearchState,
  mobileSearchReducer,
  isScrollLocked,
} from './flows/search';
export type { SearchState, SearchEvent, SearchTarget, MobileSearchState, MobileSearchEvent } from './flows/search';

export {
  STORAGE_KEYS,
  storeDeferredRedirect,
  consumeDeferredRedirect,
  storeDeferredPortfolioIdea,
  consumeDeferredPortfolioIdea,
  readGuestVotes,
  toggleGuestVote,
  guestVotesToSync,
  clearGuestVotes,
} from './flows/deferred';
export type { StoragePort, DeferredPortfolioOutcome, GuestVotes } from './flows/deferred';

export {
  initialCancelState,
  lostFeatures,
  offerRemainingMs,
  cancelReducer,
  CANCEL_DONE_PATH,
  isCancelFinished,
  cancelPayload,
} from './flows/cancel';
export type { CancelStep, CancelState, CancelEvent } from './flows/cancel';

export { initialUpgradeState, isUpgradeInProgress, upgradeReducer, lifetimePaymentRequest } from './flows/upgrade';
export type { UpgradePhase, UpgradeState, UpgradeEvent, LifetimePaymentRequest } from './flows/upgrade';

export {
  initialPrizeState,
  prizeReducer,
  PLANS_PATH,
  prizeModal,
  PRIZE_CARD_VARIANTS,
  prizeCardVariant,
} from './flows/prize';
export type {
  PrizePhase,
  PrizeError,
  PrizeState,
  PrizeEvent,
  PrizeAction,
  PrizeModalButton,
  PrizeModal,
  PrizeCardVariant,
} from './flows/prize';

export {
  emptySurveyAnswers,
  encodeSurvey,
  decodeSavedSurvey,
  brokerColumns,
  initialSurveyState,
  surveyReducer,
  surveySubmitLabel,
  loginRedirectPath,
} from './flows/survey';
export type { SurveyMode, SurveyPhase, SurveyState, SurveyEvent } from './flows/survey';

export {
  initialNewsletterState,
  toggleNotification,
  newsletterReducer,
  notificationsPayload,
  applyNotifications,
} from './flows/newsletter';
export type { NewsletterState, NewsletterEvent } from './flows/newsletter';

export {
  ROUTES,
  leagueRulesPath,
  registerPath,
  loginPath,
  safeRedirectPath,
  isAuthPath,
  showsAuthButtons,
  hidesHeaderExtras,
  messengerHref,
  accountGuardRedirect,
  upgradePageRedirect,
  settingsRows,
} from './routes';

export {
  XSRF_COOKIE,
  XSRF_HEADER,
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  SESSION_EXPIRED_PATH,
  errorRedirect,
  formOutcome,
  promocodeOutcome,
} from './protocol';
export type { FormOutcome } from './protocol';

export {
  betOutcome,
  pageCount,
  purchaseOperation,
  partnerTablePageSize,
  BET_MESSAGES,
  betStakeError,
  betWinPayout,
  DELIVERY_ADDRESS_FIELDS,
  DELIVERY_ADDRESS_LABELS,
  DELIVERY_ADDRESS_MESSAGES,
  validateDeliveryAddress,
} from './contest';
export type { BetOutcome, DeliveryAddress, DeliveryAddressField } from './contest';

export {
  ideaAssetTypes,
  ideaStatuses,
  CLOSED_IDEA_STATUSES,
  ideaRiskLevels,
  ideaGrowthFactors,
  ideaCurrencies,
  ideaStatusFilters,
  ideaPeriods,
  PERIOD_DAYS,
  ideaSortFields,
  sortOrders,
  HORIZON_BUCKETS,
  IDEAS_PER_PAGE,
  IDEAS_MAX_PER_PAGE,
  IDEA_LOCKABLE_FILTERS,
  ideaFilterPermission,
  enforceIdeaFilterPermissions,
  validateIdeasFilter,
  ideaVoteChoices,
  ideaVotePayloadSchema,
  GUEST_VOTES_MAX,
  guestVotesSyncPayloadSchema,
  savedFilterPayloadSchema,
  forecasterKinds,
  FORECASTER_PRIOR_WEIGHT,
  FREE_FORECASTERS_LIMIT,
  forecasterScore,
} from './ideas';
export type {
  IdeaAssetType,
  IdeaStatus,
  IdeaRiskLevel,
  IdeaGrowthFactor,
  IdeaPeriod,
  IdeaVoteChoice,
  IdeaVotePayload,
  GuestVotesSyncPayload,
  SavedFilterPayload,
  ForecasterKind,
  NamedRef,
  IdeaView,
  IdeaStatusChange,
  IdeaDetails,
  IdeasResponse,
  ForecasterRow,
  ForecastersResponse,
} from './ideas';
// Russian titles of the ideas vocabularies: labels, filters, the Excel export and the price events.
export {
  IDEA_ASSET_TITLES,
  IDEA_STATUS_TITLES,
  IDEA_RISK_TITLES,
  IDEA_GROWTH_FACTOR_TITLES,
  IDEA_CLOSE_EVENTS,
} from './ideas-titles';

export {
  RADAR_PERMISSION,
  RADAR_FREE_DEALS,
  RADAR_PAGE_SIZE,
  CLUSTER_MIN_INSIDERS,
  CLUSTER_WINDOW_DAYS,
  radarDealTypes,
  dealTypeOf,
  DEAL_CODE_LABELS,
  dealCodeLabel,
  insiderRoles,
  radarSorts,
  radarWhose,
  RADAR_DEALS_DEFAULTS,
  radarDealsQuerySchema,
  radarTypeFilter,
  radarPermissionNeeded,
  radarDealSchema,
  radarDealsAnswerSchema,
  radarClustersAnswerSchema,
  insiderAnswerSchema,
} from './radar';
export type {
  RadarDealType,
  InsiderRole,
  RadarSort,
  RadarDealsFilterState,
  RadarDealsQuery,
  RadarDealsQueryInput,
  RadarDeal,
  RadarDealsAnswer,
  InsiderAnswer,
} from './radar';

export {
  invoicePayloadSchema,
  invoiceAnswerSchema,
  invoiceStatusAnswerSchema,
  invoiceStatuses,
  PAYMENT_TYPE_SUBSCRIPTION,
  PAYMENT_TYPE_REFUND,
  PAYMENT_MESSAGES,
} from './payments';
export type {
  InvoicePayload,
  PaymentProviderKind,
  PaymentWidgetOptions,
  InvoiceAnswer,
  InvoiceStatus,
  InvoiceStatusAnswer,
} from './payments';
export { ROLE_ONLY_PERMISSIONS } from './permissions';
export {
  contentKinds,
  CONTENT_KIND_TITLES,
  CONTENT_PAGE_SLUGS,
  contentStatuses,
  CONTENT_EDIT_PERMISSION,
  ROLE_PERMISSIONS,
  withRolePermissions,
  canEditContent,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_LEAD_MAX,
  CONTENT_BODY_MAX,
  CONTENT_TICKERS_MAX,
  CONTENT_IDEAS_MAX,
  CONTENT_PER_PAGE,
  CONTENT_MAX_PER_PAGE,
  CONTENT_SLUG_PATTERN,
  CONTENT_MESSAGES,
  contentEntryPayloadSchema,
  contentUrl,
  contentAllAnswerSchema,
  contentEntryAnswerSchema,
  contentEditorListAnswerSchema,
  contentEditorEntryAnswerSchema,
  contentPreviewAnswerSchema,
  emptyContentForm,
  contentFormValues,
  contentFormPayload,
} from './content';
export type {
  ContentKind,
  ContentPageSlug,
  ContentStatus,
  ContentEntryPayload,
  ContentEntryInput,
  ContentStockRef,
  ContentIdeaRef,
  ContentEntryView,
  ContentEntryDetails,
  ContentGroup,
  ContentAllAnswer,
  ContentEditorEntry,
  ContentFormValues,
} from './content';
export {
  errorAnswerSchema,
  okAnswerSchema,
  healthAnswerSchema,
  readinessAnswerSchema,
  jobQueuedAnswerSchema,
  settlementAnswerSchema,
} from './schemas/api-answers';
export type { ErrorAnswer } from './schemas/api-answers';
export {
  telegramRedeemAnswerSchema,
  telegramStartAnswerSchema,
  telegramSettingsAnswerSchema,
  telegramCollectAnswerSchema,
  telegramClaimAnswerSchema,
  telegramResultAnswerSchema,
} from './schemas/telegram';
