import type { PageHead } from '../../shared/head';
import * as checkoutMessages from './messages';

/** `/checkout?plan_id=…` (lifetime: «Оформление PRO навсегда»). */
export const checkoutHead = (lifetime: boolean): PageHead => ({
  title: lifetime ? checkoutMessages.lifetimeCheckoutTitle : checkoutMessages.checkoutTitle,
});
