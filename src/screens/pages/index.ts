export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { Terms } from './Terms';
export type { TermsProps, TermsRequisites } from './Terms';
export { BotPage } from './BotPage';
export type { BotPageProps } from './BotPage';
export { LeagueRules } from './LeagueRules';
export type { LeagueLeader, LeagueRulesProps } from './LeagueRules';
export type { NavigateHandler } from '../shared/inAppLink';
export { Checkout } from './Checkout';
export type { CheckoutProps } from './Checkout';
export { CheckoutPromocode, CHECKOUT_PROMOCODE_TEXTS } from './CheckoutPromocode';
export type { CheckoutPromocodeProps } from './CheckoutPromocode';
export { SubscriptionPlans } from './SubscriptionPlans';
export type { SubscriptionPlansProps } from './SubscriptionPlans';
export { TelegramPlans } from './TelegramPlans';
export type { TelegramPlansProps } from './TelegramPlans';
export { CheckoutPlanNotFound } from './Checkout';
export type { CheckoutPlanNotFoundProps } from './Checkout';
export {
  botHead,
  checkoutHead,
  LEAGUE_PRODUCT_TITLE,
  leagueHead,
  notFoundHead,
  plansHead,
  telegramPlansHead,
  termsHead,
} from './heads';
