import type { PageHead } from '../shared/head';
import * as subscriptionMessages from './messages';

/** `/account/settings/subscription`. */
export const subscriptionHead: PageHead = { title: subscriptionMessages.subscriptionTitle };
/** `/account/settings/subscription-upgrade`. */
export const subscriptionUpgradeHead: PageHead = { title: subscriptionMessages.upgradeTitle };
