import { MESSAGES } from '../../domain';
import type { PageHead } from '../shared/head';
import * as contestMessages from './messages';

/** `/account/contest`. */
export const contestHead: PageHead = { title: MESSAGES.menuBets };
/** `/account/contest/coining`. */
export const coinHistoryHead: PageHead = { title: contestMessages.coinHistory };
