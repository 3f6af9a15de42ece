import { MESSAGES } from '../../domain';
import type { PageHead } from '../shared/head';
import * as checkoutMessages from './Checkout/messages';
import * as pagesMessages from './messages';

/** `/subscription/plans`. */
export const plansHead: PageHead = { title: pagesMessages.plans, description: pagesMessages.plansDescription };
/** `/subscription/plans/telegram`. */
export const telegramPlansHead: PageHead = {
  title: pagesMessages.telegramPlansTitle,
  description: pagesMessages.telegramPlansDescription,
};
/** `/terms`. */
export const termsHead: PageHead = { title: pagesMessages.termsTitle, description: pagesMessages.termsDescription };
/** `/bot`. */
export const botHead: PageHead = { title: pagesMessages.botTitle, description: pagesMessages.botDescription };
/** `/konkurs-liga-{product}`. */
export const leagueHead: PageHead = { title: pagesMessages.leagueTitle, description: pagesMessages.leagueDescription };
/** `/checkout?plan_id=…` (lifetime: «Оформление PRO навсегда»). */
export const checkoutHead = (lifetime: boolean): PageHead => ({
  title: lifetime ? checkoutMessages.lifetimeCheckoutTitle : checkoutMessages.checkoutTitle,
});
/** The 404 page. */
export const notFoundHead: PageHead = { title: MESSAGES.notFound };
/** The league's {product} as its rules name it (LeagueRules' `productTitle`). */
export const LEAGUE_PRODUCT_TITLE = pagesMessages.leagueProductTitle;
